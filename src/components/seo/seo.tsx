// STUB: replaced by the SEO work. The props are the contract every page uses.
export type SchemaType = 'WebPage' | 'FAQPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'Article';

export interface SeoProps {
  title: string;
  description: string;
  /** Site path of the page, e.g. '/faq'; canonical and alternates derive from it. */
  path: string;
  keywords?: string[];
  /** Absolute or site-relative URL of the sharing image. */
  image?: string;
  schemaType?: SchemaType;
  /** noindex,nofollow (admin, not-found). */
  noindex?: boolean;
  /** Extra JSON-LD objects (organization, FAQ entries, article, ...). */
  jsonLd?: Record<string, unknown>[];
}

export function Seo(_props: SeoProps) {
  return null;
}
