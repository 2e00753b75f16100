import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { LazyImage } from '@/components/ui/lazy-image';
import { shippedImageSources } from '@/content/images';
import { uploadedImageSrcSet } from '@/lib/uploaded-image';
import type { BlogPostSummary } from '@/types/blog-post';

/** Cards show at most this many tags. */
export const CARD_TAG_LIMIT = 3;

export interface BlogCardProps {
  post: Pick<BlogPostSummary, 'title' | 'slug' | 'excerpt' | 'publish_date' | 'tags'> & Partial<Pick<BlogPostSummary, 'featured_image' | 'featured_image_alt'>>;
  /** 'small' is the compact card of the home page's latest news; it shows no tags and no image. */
  variant?: 'default' | 'small';
}

/**
 * A thumbnail beside the title: small enough that the page's largest paint
 * stays its heading and text, which are in the HTML, instead of waiting for a
 * photo.
 */
const CARD_IMAGE_SIZES = '96px';

export function BlogCard({ post, variant = 'default' }: BlogCardProps) {
  const small = variant === 'small';
  const Heading = small ? 'h3' : 'h2';
  const date = formatDate(post.publish_date);
  const tags = small ? [] : post.tags.filter(Boolean).slice(0, CARD_TAG_LIMIT);
  return (
    <article
      className={cn('flex h-full flex-col rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md', small ? 'p-4' : 'p-6')}
    >
      {!small && post.featured_image ? (
        <LazyImage
          src={post.featured_image}
          sources={shippedImageSources(post.featured_image)}
          srcSet={uploadedImageSrcSet(post.featured_image)}
          sizes={CARD_IMAGE_SIZES}
          // The title beside it names the post; the admin's description says what the image shows.
          alt={post.featured_image_alt ?? ''}
          width={160}
          height={120}
          cover
          wrapperClassName="mb-3 w-24 shrink-0 rounded-md"
        />
      ) : null}
      {date && (
        <time dateTime={post.publish_date} className="text-sm text-gray-500">
          {date}
        </time>
      )}
      <Heading className={cn('mt-2 font-bold text-ink', small ? 'text-lg' : 'text-xl')}>
        <Link to={paths.blogPost(post.slug)} className="hover:text-brand-700 hover:underline focus-visible:underline">
          {post.title}
        </Link>
      </Heading>
      {post.excerpt && <p className={cn('mt-3 text-gray-700', small ? 'line-clamp-2 text-sm' : 'line-clamp-3')}>{post.excerpt}</p>}
      {tags.length > 0 && (
        <ul className="mt-auto flex flex-wrap gap-2 pt-4" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-800">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
