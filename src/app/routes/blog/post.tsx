import { useParams } from 'react-router-dom';
import { BlogPost } from '@/features/blog/components/blog-post';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <main id="main">
      {/* Keyed by slug: a new post starts from a clean state, never the previous post's. */}
      <BlogPost key={slug} slug={slug} />
    </main>
  );
}
