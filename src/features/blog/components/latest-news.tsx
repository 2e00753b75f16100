import { Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { LATEST_POSTS_LIMIT, useLatestPosts } from '../api/get-latest-posts';
import { BlogCard } from './blog-card';

export const LATEST_NEWS_TEXT = {
  heading: 'Latest News',
  loading: 'Loading latest posts...',
  empty: 'No blog posts available yet. Check back soon!',
  failed: 'The latest posts could not be loaded.',
  retry: 'Try Again',
  viewAll: 'View All Posts',
} as const;

/** Home page block: the newest published posts as small cards. */
export function LatestNews() {
  return (
    // A boundary of its own: hydrated apart from the rest of the page, in a short task.
    <Suspense>
      <LatestNewsSection />
    </Suspense>
  );
}

function LatestNewsSection() {
  const { data: posts, isPending, isError, refetch, isFetching } = useLatestPosts(LATEST_POSTS_LIMIT);

  let body;
  if (isPending) {
    body = (
      <p role="status" className="text-center text-gray-600">
        {LATEST_NEWS_TEXT.loading}
      </p>
    );
  } else if (isError) {
    // Only a real empty list says there are no posts.
    body = (
      <div role="alert" className="text-center text-gray-700">
        <p>{LATEST_NEWS_TEXT.failed}</p>
        <button type="button" onClick={() => void refetch()} disabled={isFetching} className="mt-3 font-semibold text-brand-800 underline">
          {LATEST_NEWS_TEXT.retry}
        </button>
      </div>
    );
  } else if (posts.length === 0) {
    body = <p className="text-center text-gray-600">{LATEST_NEWS_TEXT.empty}</p>;
  } else {
    body = (
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} variant="small" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="latest-news-heading" className="bg-gray-50 py-16">
      <Container>
        <SectionHeading id="latest-news-heading" title={LATEST_NEWS_TEXT.heading} />
        {body}
        <p className="mt-10 text-center">
          <ButtonLink to={paths.blog}>{LATEST_NEWS_TEXT.viewAll}</ButtonLink>
        </p>
      </Container>
    </section>
  );
}
