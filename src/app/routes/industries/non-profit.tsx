import { industry } from '@/content/industries/non-profit';
import { IndustryPage } from './industry-page';

export function Component() {
  return <IndustryPage industry={industry} />;
}
