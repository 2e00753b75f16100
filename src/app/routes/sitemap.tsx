import { SitemapGenerator } from '@/features/sitemap/components/sitemap-generator';

// Outside the layout: the page is replaced by the XML once it is built.
export function Component() {
  return <SitemapGenerator />;
}
