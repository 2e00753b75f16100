import { industry } from '@/content/industries/education';
import { IndustryPage } from './industry-page';

export function Component() {
  return <IndustryPage industry={industry} />;
}
