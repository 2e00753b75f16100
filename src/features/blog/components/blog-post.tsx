import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PostArticle } from '@/components/post/post-article';
import { Seo } from '@/components/seo/seo';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { BlogPost as BlogPostRow } from '@/types/blog-post';
import { usePostBySlug } from '../api/get-post-by-slug';
import { PostClosingCta } from './post-closing-cta';
import { RelatedPosts } from './related-posts';

export const BLOG_POST_TEXT = {
  loading: 'Loading post...',
  error: 'Error loading this blog post. Please try again later.',
  notFound: 'Blog Post Not Found',
  notFoundHint: 'The post you are looking for does not exist or is no longer available.',
  backToBlog: 'Back to Blog',
} as const;

export interface BlogPostProps {
  slug: string;
}

/** Title tag: the admin's SEO title as written, else the post title with the blog's name. */
export function postTitle(post: Pick<BlogPostRow, 'title' | 'meta_title'>): string {
  return post.meta_title?.trim() || `${post.title} | ${site.name} Blog`;
}

function BackLink() {
  return (
    <Link to={paths.blog} className="mb-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">←</span> {BLOG_POST_TEXT.backToBlog}
    </Link>
  );
}

function seoDescription(post: BlogPostRow): string {
  return post.meta_description?.trim() || post.excerpt?.trim() || site.description;
}

/** The public post page: one published post, or 'Blog Post Not Found'. */
export function BlogPost({ slug }: BlogPostProps) {
  const { data: post, isPending, isError } = usePostBySlug(slug);

  // A new slug is a new article: start reading at the top.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [slug]);

  if (isPending) {
    return (
      <Container className="py-16">
        <p role="status" className="text-center text-gray-600">
          {BLOG_POST_TEXT.loading}
        </p>
      </Container>
    );
  }

  if (isError) {
    return (
      <Container className="py-16 text-center">
        <Seo title={`Blog | ${site.name}`} description={site.description} path={paths.blogPost(slug)} noindex />
        <p role="alert" className="text-red-700">
          {BLOG_POST_TEXT.error}
        </p>
        <BackLink />
      </Container>
    );
  }

  if (!post) {
    return (
      <Container className="py-24 text-center">
        <Seo title={`${BLOG_POST_TEXT.notFound} | ${site.name}`} description={BLOG_POST_TEXT.notFoundHint} path={paths.blogPost(slug)} noindex />
        <h1 className="text-3xl font-bold text-ink">{BLOG_POST_TEXT.notFound}</h1>
        <p className="mb-8 mt-4 text-gray-600">{BLOG_POST_TEXT.notFoundHint}</p>
        <BackLink />
      </Container>
    );
  }

  return (
    <Container className="py-12">
      <Seo
        title={postTitle(post)}
        description={seoDescription(post)}
        path={paths.blogPost(post.slug)}
        keywords={post.tags}
        image={post.featured_image ?? undefined}
        imageAlt={post.featured_image ? (post.featured_image_alt ?? undefined) : undefined}
        schemaType="Article"
        publishedTime={post.publish_date}
        modifiedTime={post.updated_at || post.publish_date}
        breadcrumbLabel={post.title}
      />
      <PostArticle post={post} header={<BackLink />} />
      <div className="mx-auto max-w-3xl">
        <PostClosingCta />
        <RelatedPosts slug={post.slug} tags={post.tags} />
      </div>
    </Container>
  );
}
