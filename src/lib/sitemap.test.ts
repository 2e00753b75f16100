// @vitest-environment jsdom
import { BLOG_PAGE_SIZE } from '@/config/blog';
import { buildRobotsTxt, buildSitemap, escapeXml, sitemapEntries, STATIC_SITEMAP_PAGES } from './sitemap';

const SITE = 'https://www.example.ca/';

describe('sitemapEntries', () => {
  it('lists the static pages of the spec, then the other public pages, then each post with its lastmod', () => {
    const entries = sitemapEntries(SITE, [
      { slug: 'newest', updated_at: '2026-11-03T12:00:00+00:00' },
      { slug: 'older', updated_at: '2026-01-02T08:00:00Z' },
    ]);
    expect(entries.map((e) => [e.url, e.changefreq, e.priority, e.lastmod])).toEqual([
      ['https://www.example.ca/', 'weekly', 1.0, undefined],
      ['https://www.example.ca/about-us', 'monthly', 0.8, undefined],
      ['https://www.example.ca/billboards', 'weekly', 0.9, undefined],
      ['https://www.example.ca/billboard-map', 'weekly', 0.8, undefined],
      ['https://www.example.ca/inventory', 'weekly', 0.9, undefined],
      ['https://www.example.ca/blog', 'daily', 0.7, undefined],
      ['https://www.example.ca/faq', 'monthly', 0.6, undefined],
      ['https://www.example.ca/contact-us', 'monthly', 0.8, undefined],
      ['https://www.example.ca/rent-a-billboard', 'monthly', 0.8, undefined],
      ['https://www.example.ca/billboard-costs', 'monthly', 0.8, undefined],
      ...['real-estate', 'restaurants', 'events', 'automotive', 'healthcare', 'retail', 'education', 'hospitality', 'financial', 'non-profit'].map((slug) => [
        `https://www.example.ca/industries/${slug}`,
        'monthly',
        0.7,
        undefined,
      ]),
      ['https://www.example.ca/privacy-policy', 'yearly', 0.3, undefined],
      ['https://www.example.ca/accessibility', 'yearly', 0.3, undefined],
      ['https://www.example.ca/blog/newest', 'monthly', 0.6, '2026-11-03'],
      ['https://www.example.ca/blog/older', 'monthly', 0.6, '2026-01-02'],
    ]);
  });

  it('lists the blog list\u2019s further pages once there is more than one page of posts', () => {
    const posts = (count: number) => Array.from({ length: count }, (_, i) => ({ slug: `post-${i}`, updated_at: '2026-01-01T00:00:00Z' }));
    const listPages = (count: number) => sitemapEntries(SITE, posts(count)).filter((e) => e.url.includes('/blog/page/'));
    expect(listPages(BLOG_PAGE_SIZE)).toEqual([]);
    expect(listPages(BLOG_PAGE_SIZE + 1).map((e) => e.url)).toEqual(['https://www.example.ca/blog/page/2']);
    expect(listPages(BLOG_PAGE_SIZE * 3).map((e) => [e.url, e.changefreq, e.priority])).toEqual([
      ['https://www.example.ca/blog/page/2', 'weekly', 0.5],
      ['https://www.example.ca/blog/page/3', 'weekly', 0.5],
    ]);
  });
});

describe('buildSitemap', () => {
  it('renders well-formed, escaped XML', () => {
    const xml = buildSitemap(SITE, [{ slug: 'a&b<c>', updated_at: '2026-11-03T12:00:00Z' }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const locs = Array.from(doc.getElementsByTagName('loc')).map((n) => n.textContent);
    expect(locs).toHaveLength(STATIC_SITEMAP_PAGES.length + 1);
    expect(locs.at(-1)).toBe('https://www.example.ca/blog/a%26b%3Cc%3E');
    expect(xml).toContain('<lastmod>2026-11-03</lastmod>');
    expect(xml).toContain('<priority>1.0</priority>');
  });

  it('lists only the static pages when there are no posts', () => {
    const doc = new DOMParser().parseFromString(buildSitemap(SITE, []), 'application/xml');
    expect(doc.getElementsByTagName('url')).toHaveLength(STATIC_SITEMAP_PAGES.length);
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('buildRobotsTxt', () => {
  it('allows the site, keeps crawlers out of admin and auth, and names the sitemap', () => {
    expect(buildRobotsTxt('https://www.example.ca')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /auth\n\nSitemap: https://www.example.ca/sitemap.xml\n',
    );
  });
});
