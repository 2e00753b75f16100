import { useEffect } from 'react';
import { siteUrl } from '@/components/seo/site-url';
import { paths } from '@/config/paths';
import { buildSitemap } from '@/lib/sitemap';
import { useSitemapBoards, useSitemapPosts } from '../api/get-sitemap-posts';
import { showXmlDocument } from '../lib/show-xml-document';

export const SITEMAP_TEXT = {
  generating: 'Generating sitemap...',
} as const;

// Set before falling back to the server's /sitemap.xml, so a server without
// that file (the dev server) lands back here once instead of looping.
export const SITEMAP_FALLBACK_KEY = 'ldb:sitemap-fallback';

export interface SitemapGeneratorProps {
  /** How to leave for the server's file; a full page load by default. */
  redirect?: (url: string) => void;
}

function fallBack(redirect: (url: string) => void): void {
  if (sessionStorage.getItem(SITEMAP_FALLBACK_KEY)) {
    // Already redirected once and still no file: the static pages are still a valid sitemap.
    sessionStorage.removeItem(SITEMAP_FALLBACK_KEY);
    showXmlDocument(buildSitemap(siteUrl, []));
    return;
  }
  sessionStorage.setItem(SITEMAP_FALLBACK_KEY, '1');
  redirect(paths.sitemap);
}

/** /sitemap.xml inside the app: builds the sitemap in the browser and replaces the page with it. */
const leaveFor = (url: string) => window.location.replace(url);

export function SitemapGenerator({ redirect = leaveFor }: SitemapGeneratorProps) {
  const postsQuery = useSitemapPosts();
  const boardsQuery = useSitemapBoards();
  const posts = postsQuery.data;
  const boards = boardsQuery.data;
  const isError = postsQuery.isError || boardsQuery.isError;

  useEffect(() => {
    if (posts && boards) {
      sessionStorage.removeItem(SITEMAP_FALLBACK_KEY);
      let xml: string;
      try {
        xml = buildSitemap(siteUrl, posts, boards);
      } catch {
        fallBack(redirect);
        return;
      }
      showXmlDocument(xml);
    } else if (isError) {
      fallBack(redirect);
    }
  }, [posts, boards, isError, redirect]);

  return (
    <p role="status" style={{ fontFamily: 'ui-monospace, monospace', padding: '1rem' }}>
      {SITEMAP_TEXT.generating}
    </p>
  );
}
