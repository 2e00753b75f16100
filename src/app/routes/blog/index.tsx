import { Seo } from '@/components/seo/seo';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { isPastLastPage, usePostsPage } from '@/features/blog/api/get-posts-page';
import { BlogList } from '@/features/blog/components/blog-list';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { Component as NotFound } from '../not-found';

export const BLOG_PAGE_TEXT = {
  title: `Billboard Advertising Blog | ${site.name}`,
  description: 'Tips, costs and case studies on digital billboard advertising in London, Ontario and across Ontario, from the London Digital Billboards team.',
  heading: 'Our Blog',
  intro: 'Insights, tips and news about digital billboard advertising in London, Ontario.',
} as const;

export interface BlogIndexProps {
  /** Page of the list: 1 is /blog, n is /blog/page/n. */
  page?: number;
}

export function BlogIndex({ page = 1 }: BlogIndexProps) {
  // The same query as the list below (one request): a page past the end is not
  // an empty page of the blog but a missing one, kept out of search results.
  const { data, error } = usePostsPage(page);
  if (isPastLastPage(page, data, error)) return <NotFound />;
  return (
    <main id="main">
      <Seo
        title={page > 1 ? `Page ${page} | ${BLOG_PAGE_TEXT.title}` : BLOG_PAGE_TEXT.title}
        description={BLOG_PAGE_TEXT.description}
        path={paths.blogPage(page)}
        schemaType="CollectionPage"
        keywords={['billboard advertising blog', 'digital billboards London Ontario', 'billboard costs', 'outdoor advertising tips']}
      />
      <section className="surface-dark bg-hero-gradient py-16 text-white">
        <Container>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{BLOG_PAGE_TEXT.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-200">{BLOG_PAGE_TEXT.intro}</p>
        </Container>
      </section>
      <Container className="py-12">
        <BlogList page={page} />
      </Container>
      <Container className="pb-16">
        <NewsletterSignup />
      </Container>
    </main>
  );
}

export function Component() {
  return <BlogIndex />;
}
