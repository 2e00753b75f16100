import { industry } from '@/content/industries/real-estate';
import { IndustryPage } from './industry-page';

export function Component() {
  return <IndustryPage industry={industry} />;
}
