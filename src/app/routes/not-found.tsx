import { NotFoundContent } from '@/components/marketing/not-found-content';

// Catch-all route: the content is shared with templates that find no data for their parameter.
export function Component() {
  return <NotFoundContent />;
}
