import { industry } from '@/content/industries/restaurants';
import { IndustryPage } from './industry-page';

export function Component() {
  return <IndustryPage industry={industry} />;
}
