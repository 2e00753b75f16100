// Every active board's page in the build that was just made (BUNDLE_CHECK_DIR;
// `dist` by default): prerendered with its title, description, canonical link
// and structured data, listed in the sitemap; a renamed board's old address
// redirects to its page, through the host's rules. The boards are read from
// the same migrations and seed the build's backend ran (on PGlite here: the
// run's image of the built database when there is one).
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { parseRedirects, startStaticServer } from '../../scripts/serve-static';
import { builtPglite } from '../../supabase/local/pglite-images';

const outDir = path.resolve(process.env.BUNDLE_CHECK_DIR ?? 'dist');

interface SeedBoard {
  name: string;
  slug: string;
  address: string;
  is_active: boolean;
  rate_per_cycle: string | null;
  thumbnail_image_1: string | null;
  thumbnail_image_2: string | null;
}

let boards: SeedBoard[] = [];
let moved: { old_slug: string; slug: string }[] = [];

beforeAll(async () => {
  const db = await builtPglite();
  boards = (
    await db.query<SeedBoard>(
      'select name, slug, address, is_active, rate_per_cycle::text, thumbnail_image_1, thumbnail_image_2 from public.billboard_locations order by name',
    )
  ).rows;
  moved = (
    await db.query<{ old_slug: string; slug: string }>(
      'select h.old_slug, l.slug from public.billboard_location_slug_history h join public.billboard_locations l on l.id = h.location_id where l.is_active',
    )
  ).rows;
  await db.close();
}, 120_000);

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const pageFile = (slug: string) => `inventory/${slug}.html`;

describe(`board pages (${path.basename(outDir)})`, () => {
  it('the seed has active boards, an inactive one and a renamed one to check', () => {
    expect(boards.filter((b) => b.is_active).length).toBeGreaterThanOrEqual(5);
    expect(boards.some((b) => !b.is_active)).toBe(true);
    expect(moved.length).toBeGreaterThan(0);
  });

  it('every active board has its page, with its title, description, canonical link, h1 and structured data', () => {
    for (const board of boards.filter((b) => b.is_active)) {
      const file = pageFile(board.slug);
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
      const { document } = new JSDOM(read(file)).window;
      expect(document.title, file).toContain(board.name);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content'), file).toContain(board.address);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), file).toMatch(new RegExp(`^https?://[^/]+/inventory/${board.slug}$`));
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), file).toBe('index, follow');
      expect(document.querySelector('h1')?.textContent, file).toBe(board.name);

      const nodes = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      );
      expect(
        nodes.every((node) => node['@context'] === 'https://schema.org'),
        file,
      ).toBe(true);
      const place = nodes.find((node) => node['@type'] === 'Place');
      const offer = nodes.find((node) => node['@type'] === 'Offer');
      expect(place, file).toMatchObject({ name: board.name, geo: { '@type': 'GeoCoordinates' }, address: { '@type': 'PostalAddress' } });
      expect(offer, file).toMatchObject({
        itemOffered: { '@id': place!['@id'] },
        priceCurrency: 'CAD',
        price: board.rate_per_cycle === null ? 1100 : Number(board.rate_per_cycle),
        priceSpecification: { referenceQuantity: { value: 4, unitCode: 'WEE' } },
      });
    }
  });

  it("each seed board has its own two photos, labelled as sample photos of that board's name and street, none alike", () => {
    const seen = new Set<string>();
    for (const board of boards) {
      for (const src of [board.thumbnail_image_1, board.thumbnail_image_2]) {
        expect(src, board.name).toMatch(/^\/images\/locations\/samples\/.+\.svg$/);
        const svg = read(src!.slice(1));
        const escapedName = board.name.replace(/&/g, '&amp;');
        expect(svg, src!).toContain('SAMPLE PHOTO');
        expect(svg, src!).toContain(escapedName);
        expect(svg, src!).toContain(board.address.split(',')[0]);
        seen.add(svg.replace(/SAMPLE PHOTO \d of 2|<text[^>]*>[^<]*<\/text>/g, ''));
      }
    }
    // The drawings themselves differ, not only their captions.
    expect(seen.size).toBe(boards.length * 2);
  });

  it('the prerendered /inventory lists every active board right after the hero, each linking to its page with its price, and no inactive one', () => {
    const { document } = new JSDOM(read('inventory.html')).window;
    const hero = document.querySelector('h1')!.closest('section')!;
    const list = hero.nextElementSibling!;
    expect(list.id).toBe(hero.querySelector('button[aria-controls]')!.getAttribute('aria-controls'));
    const hrefs = [...list.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const board of boards) expect(hrefs.includes(`/inventory/${board.slug}`), board.slug).toBe(board.is_active);
    expect(list.textContent).toMatch(/per 4-week cycle/);
  });

  it('an inactive board has no page', () => {
    for (const board of boards.filter((b) => !b.is_active)) expect(existsSync(path.join(outDir, pageFile(board.slug)))).toBe(false);
  });

  it('the sitemap lists every active board page, and no inactive one', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const board of boards) expect(locs.includes(`/inventory/${board.slug}`), board.slug).toBe(board.is_active);
  });

  it("a renamed board's old address redirects (301) to its page, through the host's rules", async () => {
    const rules = parseRedirects(read('_redirects'));
    for (const { old_slug, slug } of moved) {
      expect(rules).toContainEqual({ from: `/inventory/${old_slug}`, to: `/inventory/${slug}`, status: 301 });
    }
    // The rules before the catch-all, as hosts read them top to bottom.
    expect(rules.at(-1)).toMatchObject({ from: '/*', status: 404 });

    const server = await startStaticServer({ root: outDir, port: 0 });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { old_slug, slug } = moved[0]!;
      const res = await fetch(`${base}/inventory/${old_slug}?print`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`/inventory/${slug}?print`);
      const page = await fetch(`${base}/inventory/${slug}`);
      expect(page.status).toBe(200);
      const unknown = await fetch(`${base}/inventory/no-such-board`);
      expect(unknown.status).toBe(404);
    } finally {
      server.close();
    }
  });
});
