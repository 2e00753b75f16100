import { Helmet } from 'react-helmet-async';
import { site } from '@/config/site';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { useBreadcrumbLabel } from '@/components/layout/breadcrumb-context';
import { breadcrumbList, serializeJsonLd, webPage, webSite, type FaqEntry, type JsonLd } from './json-ld';
import { absoluteUrl, normalizePath } from './site-url';

export type SchemaType = 'WebPage' | 'FAQPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'Article';

export interface SeoProps {
  title: string;
  description: string;
  /** Site path of the page, e.g. '/faq'; canonical and alternates derive from it. */
  path: string;
  keywords?: string[];
  /** Absolute or site-relative URL of the sharing image. */
  image?: string;
  /** What the sharing image shows (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  schemaType?: SchemaType;
  /** noindex,nofollow (admin, not-found). */
  noindex?: boolean;
  /** Extra JSON-LD objects (organization, FAQ entries, article, ...). */
  jsonLd?: Record<string, unknown>[];
  /** Questions and answers: become the mainEntity of the page node (use with schemaType 'FAQPage'). */
  faq?: FaqEntry[];
  /** Last breadcrumb label (visible trail and JSON-LD), e.g. a blog post's title instead of its slug. */
  breadcrumbLabel?: string;
  /** The path names no page (not found): the trail is Home, then breadcrumbLabel, never the path's segments. */
  breadcrumbPathIsPage?: boolean;
  /** ISO dates for articles: og article:*_time and the Article node. */
  publishedTime?: string;
  modifiedTime?: string;
}

/** Sharing image when a page gives none: the home hero. */
export const defaultSeoImage = '/images/hero-home-1920.webp';

const hreflangs = ['en-ca', 'en', 'x-default'] as const;

// The head tags are hoisted into <head> (react-helmet-async, which on React 19
// renders them for React to hoist; the prerender writes React's hoisted output
// into the HTML's <head>). The JSON-LD stays where the page renders <Seo>,
// which search engines read just the same.
export function Seo({
  title,
  description,
  path,
  keywords,
  image,
  imageAlt,
  schemaType = 'WebPage',
  noindex = false,
  jsonLd = [],
  faq,
  breadcrumbLabel,
  breadcrumbPathIsPage = true,
  publishedTime,
  modifiedTime,
}: SeoProps) {
  useBreadcrumbLabel(breadcrumbLabel, breadcrumbPathIsPage);

  const pagePath = normalizePath(path);
  const canonical = absoluteUrl(pagePath);
  const imageUrl = absoluteUrl(image ?? defaultSeoImage);
  const isArticle = schemaType === 'Article';

  const graph: JsonLd[] = [
    breadcrumbList(buildBreadcrumbs(pagePath, breadcrumbLabel, breadcrumbPathIsPage), canonical),
    webSite(),
    webPage({ schemaType, title, description, url: canonical, image: imageUrl, faq, publishedTime, modifiedTime }),
    ...jsonLd,
  ];

  const meta = (key: 'name' | 'property', value: string, content: string) =>
    key === 'name' ? <meta key={`${key}:${value}`} name={value} content={content} /> : <meta key={`${key}:${value}`} property={value} content={content} />;
  const alternates = hreflangs.map((lang) => <link key={`alternate:${lang}`} rel="alternate" hrefLang={lang} href={canonical} />);

  return (
    <>
      <Helmet htmlAttributes={{ lang: site.locale }}>
        <title>{title}</title>
        {meta('name', 'description', description)}
        {keywords?.length ? meta('name', 'keywords', keywords.join(', ')) : null}
        {meta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow')}
        {meta('name', 'theme-color', site.themeColor)}
        <link rel="canonical" href={canonical} />
        {alternates}
        {meta('property', 'og:type', isArticle ? 'article' : 'website')}
        {meta('property', 'og:site_name', site.name)}
        {meta('property', 'og:title', title)}
        {meta('property', 'og:description', description)}
        {meta('property', 'og:url', canonical)}
        {meta('property', 'og:image', imageUrl)}
        {imageAlt ? meta('property', 'og:image:alt', imageAlt) : null}
        {meta('property', 'og:locale', site.ogLocale)}
        {isArticle && publishedTime ? meta('property', 'article:published_time', publishedTime) : null}
        {isArticle && modifiedTime ? meta('property', 'article:modified_time', modifiedTime) : null}
        {meta('name', 'twitter:card', 'summary_large_image')}
        {meta('name', 'twitter:title', title)}
        {meta('name', 'twitter:description', description)}
        {meta('name', 'twitter:image', imageUrl)}
        {imageAlt ? meta('name', 'twitter:image:alt', imageAlt) : null}
      </Helmet>
      {graph.map((node, i) => (
        <script
          key={`${String(node['@type'])}-${i}`}
          type="application/ld+json"
          // Safe: serializeJsonLd escapes '<', so the data cannot close the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(withContext(node)) }}
        />
      ))}
    </>
  );
}

// Extra objects from pages may omit @context; each script must stand alone.
function withContext(node: JsonLd): JsonLd {
  return '@context' in node ? node : { '@context': 'https://schema.org', ...node };
}
