import { industry } from '@/content/industries/financial';
import { IndustryPage } from './industry-page';

export function Component() {
  return <IndustryPage industry={industry} />;
}
