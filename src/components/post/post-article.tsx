import { Suspense, type ReactNode } from 'react';
import { SafeHtml } from '@/components/content/safe-html';
import { LazyImage } from '@/components/ui/lazy-image';
import { shippedImageSources } from '@/content/images';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { uploadedImageSrcSet } from '@/lib/uploaded-image';
import type { BlogPost } from '@/types/blog-post';

/** What the article needs: a saved post, or the admin form's unsaved values for its preview. */
export type PostArticleData = Pick<BlogPost, 'title' | 'content'> & {
  publish_date?: string | null;
  featured_image?: string | null;
  featured_image_alt?: string | null;
  excerpt?: string | null;
  tags?: readonly string[] | null;
};

export interface PostArticleProps {
  post: PostArticleData;
  /** Above the article (e.g. the back link on the public page). */
  header?: ReactNode;
  className?: string;
}

// Tailwind typography for the editor's HTML, plus the table borders the
// editor shows (prose leaves tables unframed).
const CONTENT_CLASSES = cn(
  'prose prose-lg max-w-none prose-headings:font-bold prose-a:text-brand-700 prose-img:rounded-lg',
  'prose-table:w-full prose-table:border-collapse prose-table:overflow-hidden',
  'prose-th:border prose-th:border-gray-300 prose-th:bg-gray-100 prose-th:px-3 prose-th:py-2 prose-th:text-left',
  'prose-td:border prose-td:border-gray-300 prose-td:px-3 prose-td:py-2',
  '[&_mark]:rounded [&_mark]:px-0.5 [&_td>p]:my-0 [&_th>p]:my-0',
  // Empty cells keep a row's height (an empty <p> has none).
  'prose-td:h-10 prose-th:h-10',
);

/** The article column is at most 48rem (768 px) wide. */
const ARTICLE_IMAGE_SIZES = '(min-width: 768px) 768px, 100vw';

/** One blog post as visitors see it; the admin preview renders the same view. */
export function PostArticle({ post, header, className }: PostArticleProps) {
  const date = formatDate(post.publish_date);
  const tags = (post.tags ?? []).filter(Boolean);
  return (
    <article className={cn('mx-auto max-w-3xl', className)}>
      {header}
      <header className="mb-8">
        <h1 className="text-3xl font-bold leading-tight text-ink md:text-4xl">{post.title}</h1>
        {date && (
          <p className="mt-3 text-sm text-gray-600">
            <time dateTime={post.publish_date ?? undefined}>{date}</time>
          </p>
        )}
      </header>
      {post.featured_image && (
        <LazyImage
          src={post.featured_image}
          sources={shippedImageSources(post.featured_image)}
          srcSet={uploadedImageSrcSet(post.featured_image)}
          sizes={ARTICLE_IMAGE_SIZES}
          // As the admin described it; older posts have no description, and their title says what they are about.
          alt={post.featured_image_alt || post.title}
          width={1200}
          height={630}
          priority
          cover
          wrapperClassName="mb-8 rounded-xl"
        />
      )}
      {post.excerpt && <p className="mb-6 text-xl leading-relaxed text-gray-700">{post.excerpt}</p>}
      {tags.length > 0 && (
        <ul className="mb-8 flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {/* Sanitising a long post is the page's heaviest render: a task of its own. */}
      <Suspense>
        <SafeHtml html={post.content} className={CONTENT_CLASSES} />
      </Suspense>
    </article>
  );
}
