import { NotFoundContent } from '@/components/marketing/not-found-content';
import { PostTitleSearch } from '@/features/blog/components/post-title-search';

// Catch-all route: the content is shared with templates that find no data for their parameter.
export function Component() {
  return (
    <NotFoundContent>
      <PostTitleSearch />
    </NotFoundContent>
  );
}
