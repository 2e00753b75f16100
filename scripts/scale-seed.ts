// Generated content for the scale benchmark (`npm run bench -- --scale`): a
// few hundred posts and billboard locations, as a company might have after a
// few years, and three years of campaigns on them, stored through the REST
// API with the service role.
import { randomUUID } from 'node:crypto';
import { site } from '../src/config/site.ts';
import { nextCycleStarts } from '../supabase/functions/_shared/booking-cycles.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/dev-keys.ts';

const CITIES = [
  ['London', 42.9849, -81.2453],
  ['Toronto', 43.6532, -79.3832],
  ['Hamilton', 43.2557, -79.8711],
  ['Kitchener', 43.4516, -80.4925],
  ['Windsor', 42.3149, -83.0364],
  ['Sarnia', 42.9745, -82.4066],
  ['Ottawa', 45.4215, -75.6972],
  ['Barrie', 44.3894, -79.6903],
] as const;
const MEDIA = ['Digital LED — 10 ft x 30 ft', 'Digital LED — 14 ft x 48 ft', 'Digital LED — 8 ft x 16 ft'];
const TOPICS = ['pricing', 'design', 'local business', 'case study', 'locations', 'seasonal', 'automotive', 'real estate'];

/** A paragraph-rich body of about 4 kB, like a real article. */
function body(i: number): string {
  const paragraph = `<p>Post ${i}: digital billboards in Ontario reach drivers on busy roads every minute. Plan a campaign in 4-week cycles, update the creative as often as you like, and measure what it brings to your store.</p>`;
  return `<h2>Section one</h2>${paragraph.repeat(8)}<h2>Section two</h2>${paragraph.repeat(8)}`;
}

export function generatedPosts(count: number): Record<string, unknown>[] {
  const start = Date.UTC(2021, 0, 1);
  return Array.from({ length: count }, (_, i) => ({
    title: `Billboard advertising note ${i + 1}: reaching ${CITIES[i % CITIES.length]![0]} drivers`,
    slug: `scale-note-${i + 1}`,
    excerpt: `What we learned from campaign ${i + 1}: placement, timing and creative for local businesses.`,
    content: body(i + 1),
    tags: [TOPICS[i % TOPICS.length]!, TOPICS[(i + 3) % TOPICS.length]!],
    categories: ['Guides'],
    featured_image: i % 2 === 0 ? `/images/blog/placeholder-${(i % 6) + 1}.jpg` : null,
    featured_image_alt: i % 2 === 0 ? 'A digital billboard beside a highway' : null,
    is_published: i % 10 !== 9,
    publish_date: new Date(start + i * 3 * 86_400_000).toISOString(),
  }));
}

export function generatedLocations(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const [city, lat, lng] = CITIES[i % CITIES.length]!;
    return {
      name: `${city} — board ${i + 1}`,
      address: `${100 + i} Main St, ${city}, ON`,
      latitude: Number((lat + ((i * 37) % 100) / 1000 - 0.05).toFixed(5)),
      longitude: Number((lng + ((i * 53) % 100) / 1000 - 0.05).toFixed(5)),
      media_type: MEDIA[i % MEDIA.length],
      description: `A ${MEDIA[i % MEDIA.length]} board in ${city}, facing traffic on a main road.`,
      is_active: i % 15 !== 14,
    };
  });
}

async function insert(backendUrl: string, table: string, rows: Record<string, unknown>[], batch = 100): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    const res = await fetch(`${backendUrl}/rest/v1/${table}`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(rows.slice(i, i + batch)),
    });
    if (!res.ok) throw new Error(`seeding ${table}: ${res.status} ${await res.text()}`);
  }
}

/** Inserts rows and answers the ids the database gave them. */
async function insertReturningIds(backendUrl: string, table: string, rows: Record<string, unknown>[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const res = await fetch(`${backendUrl}/rest/v1/${table}?select=id`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify(rows.slice(i, i + 100)),
    });
    if (!res.ok) throw new Error(`seeding ${table}: ${res.status} ${await res.text()}`);
    ids.push(...((await res.json()) as { id: string }[]).map((row) => row.id));
  }
  return ids;
}

const REFERENCE_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A campaign reference in the database's alphabet, 'C-' and six letters, unique per n. (The database's own default is not the API roles' to call.) */
function reference(n: number): string {
  let code = '';
  for (let i = 0, rest = n; i < 6; i++, rest = Math.floor(rest / 32)) code = REFERENCE_LETTERS[rest % 32]! + code;
  return `C-${code}`;
}

export interface GeneratedCampaigns {
  advertisers: Record<string, unknown>[];
  campaigns: Record<string, unknown>[];
  bookings: Record<string, unknown>[];
}

/**
 * Campaigns on every board for `cycles` cycles from `firstStart`: `lanes`
 * slots of each board's loop taken back to back by campaigns of 1 to 6
 * cycles with a cycle free now and then, each a confirmed phone sale of one
 * of `advertiserCount` advertisers. Deterministic (no randomness), so runs
 * compare. Bookings can only start today or later, so the years lie ahead.
 */
export function generatedCampaigns(boardIds: readonly string[], cycleStarts: readonly string[], lanes: number, advertiserCount: number): GeneratedCampaigns {
  const advertisers = Array.from({ length: advertiserCount }, (_, i) => ({
    id: randomUUID(),
    company: `Scale Advertiser ${i + 1}`,
    contact_name: `Contact ${i + 1}`,
    email: `scale-${i + 1}@example.com`,
  }));
  const campaigns: Record<string, unknown>[] = [];
  const bookings: Record<string, unknown>[] = [];
  let n = 0;
  boardIds.forEach((boardId, b) => {
    for (let lane = 0; lane < lanes; lane++) {
      let cycle = (b + lane) % 2;
      while (cycle < cycleStarts.length) {
        n += 1;
        const length = Math.min(1 + ((b * 7 + lane * 3 + n) % 6), cycleStarts.length - cycle);
        const campaignId = randomUUID();
        const advertiser = advertisers[n % advertisers.length]!;
        campaigns.push({
          id: campaignId,
          reference: reference(n),
          advertiser_id: advertiser.id,
          name: `${advertiser.company}, campaign ${n}`,
          status: 'confirmed',
        });
        bookings.push({ location_id: boardId, starts_on: cycleStarts[cycle], cycles: length, status: 'confirmed', campaign_id: campaignId });
        cycle += length + (n % 4 === 0 ? 1 : 0);
      }
    }
  });
  return { advertisers, campaigns, bookings };
}

/** Cycles of campaigns the scale seed adds: three years of 4-week cycles. */
export const SCALE_CAMPAIGN_CYCLES = 39;

/** Adds `posts` generated posts and `locations` generated locations to the backend's seed, then three years of campaigns on the generated active boards. */
export async function seedScale(
  backendUrl: string,
  { posts, locations }: { posts: number; locations: number },
): Promise<{ campaigns: number; bookings: number }> {
  await insert(backendUrl, 'blog_posts', generatedPosts(posts));
  const rows = generatedLocations(locations);
  const ids = await insertReturningIds(backendUrl, 'billboard_locations', rows);
  // On the generated active boards only: the seed's own boards keep the seed's bookings (some are sold out).
  const active = ids.filter((_, i) => rows[i]!.is_active === true);
  const generated = generatedCampaigns(active, nextCycleStarts(new Date(), SCALE_CAMPAIGN_CYCLES, site.bookingCycles), 3, 200);
  await insert(backendUrl, 'advertisers', generated.advertisers, 500);
  await insert(backendUrl, 'campaigns', generated.campaigns, 500);
  await insert(backendUrl, 'bookings', generated.bookings, 500);
  return { campaigns: generated.campaigns.length, bookings: generated.bookings.length };
}
