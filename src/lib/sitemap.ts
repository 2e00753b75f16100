// The sitemap, built from data alone so the browser route (/sitemap.xml) and
// the build plugin (scripts/sitemap-plugin.ts) write the same document.
// Relative imports on purpose: the build plugin loads this file through
// vite.config.ts, where the '@/' alias does not exist yet.
import { BLOG_PAGE_SIZE } from '../config/blog.ts';
import { industrySlugs, paths } from '../config/paths.ts';
import { toIsoDate } from './format-date.ts';

export type ChangeFreq = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SitemapEntry {
  /** Absolute URL. */
  url: string;
  /** YYYY-MM-DD, when known. */
  lastmod?: string;
  changefreq: ChangeFreq;
  priority: number;
}

/** A published post as the sitemap query returns it. */
export interface SitemapPost {
  slug: string;
  updated_at: string | null;
}

/** An active board as the sitemap query returns it. */
export interface SitemapBoard {
  slug: string;
}

export const BOARD_CHANGEFREQ: ChangeFreq = 'weekly';
export const BOARD_PRIORITY = 0.7;

/**
 * The static pages of the sitemap: the client's list first, as they listed
 * them, then the site's other public pages (the rent and costs guides and
 * every industry page), which crawlers should find just as well.
 */
export const STATIC_SITEMAP_PAGES: readonly { path: string; changefreq: ChangeFreq; priority: number }[] = [
  { path: paths.home, changefreq: 'weekly', priority: 1.0 },
  { path: paths.aboutUs, changefreq: 'monthly', priority: 0.8 },
  { path: paths.billboards, changefreq: 'weekly', priority: 0.9 },
  { path: paths.billboardMap, changefreq: 'weekly', priority: 0.8 },
  { path: paths.inventory, changefreq: 'weekly', priority: 0.9 },
  { path: paths.blog, changefreq: 'daily', priority: 0.7 },
  { path: paths.faq, changefreq: 'monthly', priority: 0.6 },
  { path: paths.contactUs, changefreq: 'monthly', priority: 0.8 },
  { path: paths.rentABillboard, changefreq: 'monthly', priority: 0.8 },
  { path: paths.billboardCosts, changefreq: 'monthly', priority: 0.8 },
  ...industrySlugs.map((slug) => ({ path: paths.industry(slug), changefreq: 'monthly' as const, priority: 0.7 })),
  { path: paths.privacyPolicy, changefreq: 'yearly', priority: 0.3 },
  { path: paths.accessibility, changefreq: 'yearly', priority: 0.3 },
];

export const POST_CHANGEFREQ: ChangeFreq = 'monthly';
export const POST_PRIORITY = 0.6;

function absolute(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

export function sitemapEntries(siteUrl: string, posts: readonly SitemapPost[], boards: readonly SitemapBoard[] = []): SitemapEntry[] {
  const pages = STATIC_SITEMAP_PAGES.map((p) => ({ url: absolute(siteUrl, p.path), changefreq: p.changefreq, priority: p.priority }));
  const articles = posts
    .filter((p) => p.slug)
    .map((p) => {
      const lastmod = toIsoDate(p.updated_at);
      return {
        url: absolute(siteUrl, paths.blogPost(p.slug)),
        ...(lastmod ? { lastmod } : {}),
        changefreq: POST_CHANGEFREQ,
        priority: POST_PRIORITY,
      };
    });
  // The blog list's further pages (/blog/page/2 ...): crawlers reach every post from them too.
  const listPages = Array.from({ length: Math.max(0, Math.ceil(articles.length / BLOG_PAGE_SIZE) - 1) }, (_, i) => ({
    url: absolute(siteUrl, paths.blogPage(i + 2)),
    changefreq: 'weekly' as const,
    priority: 0.5,
  }));
  // Each board's page: its availability changes weekly.
  const boardPages = boards
    .filter((b) => b.slug)
    .map((b) => ({ url: absolute(siteUrl, paths.board(b.slug)), changefreq: BOARD_CHANGEFREQ, priority: BOARD_PRIORITY }));
  return [...pages, ...boardPages, ...listPages, ...articles];
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(e.url)}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`] : []),
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** The whole sitemap document for a site origin, its published posts and its active boards. */
export function buildSitemap(siteUrl: string, posts: readonly SitemapPost[], boards: readonly SitemapBoard[] = []): string {
  return renderSitemap(sitemapEntries(siteUrl, posts, boards));
}

export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The whole admin area, whatever pages it grows.
    'Disallow: /admin/',
    `Disallow: ${paths.auth}`,
    '',
    `Sitemap: ${absolute(siteUrl, paths.sitemap)}`,
    '',
  ].join('\n');
}
