// The play log import on a campaign's page, in the database that decides it:
// import_proof_of_play restricted to one campaign stores only that campaign's
// plays on its boards in its cycles, and lists the rest (another campaign's
// plays, plays outside its cycles, plays in the future) without storing them.
// And a proof photo dated outside its cycle is refused by the database.
// Bookings that began in the past are written straight into a database of the
// test's own (the API refuses them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSiteLog } from '../../src/features/proof/lib/exports/site-log';
import { migrationFiles, openScratchDatabase, runFiles, type ScratchDatabase } from './scratch-database';

const ADMIN = 'f0000000-0000-4000-8000-0000000000a1';
const DUNDAS = 'c0000000-0000-4000-8000-0000000000b1';
const OXFORD = 'c0000000-0000-4000-8000-0000000000b2';
const PIZZA = 'a2000000-0000-4000-8000-0000000000c1';
const REALTY = 'a2000000-0000-4000-8000-0000000000c2';

interface Summary {
  rows: number;
  stored: number;
  matched: { reference: string; plays: number }[];
  unmatched: { category: string; plays: number; first: { line: number }[] }[];
}

let db: ScratchDatabase;

async function asAdmin<T>(sql: string, params?: unknown[]): Promise<T[]> {
  await db.exec(`set role authenticated; select set_config('request.jwt.claims', '{"sub":"${ADMIN}","role":"authenticated"}', false);`);
  try {
    return await db.query<T>(sql, params);
  } finally {
    await db.exec("reset role; select set_config('request.jwt.claims', '', false);");
  }
}

// Pizza runs on Dundas from Mon Nov 9 2026 for one cycle; Realty on Oxford from Mon Oct 12.
const LOG = [
  'board,played_at,creative,seconds',
  'dundas-test,2026-11-16T14:00:00-05:00,C-7K3Q9X-v1.jpg,8',
  'dundas-test,2026-11-16T14:00:48-05:00,C-7K3Q9X-v1.jpg,8',
  // Another campaign's plays, on another board and in another month.
  'oxford-test,2026-10-14T10:00:00-05:00,C-4MPW2R-v2.mp4,8',
  'oxford-test,2026-10-14T10:00:48-05:00,C-4MPW2R-v2.mp4,8',
  // This campaign's, but before its only cycle.
  'dundas-test,2026-10-20T10:00:00-05:00,C-7K3Q9X-v1.jpg,8',
  // Months ahead.
  'dundas-test,2099-01-04T09:00:00-05:00,C-7K3Q9X-v1.jpg,8',
].join('\n');

async function importForCampaign(campaign: string, store: boolean): Promise<Summary> {
  const plays = parseSiteLog(LOG).plays;
  const [row] = await asAdmin<{ s: Summary }>(`select public.import_proof_of_play('log.csv', 'site', $1::jsonb, $2, $3) as s`, [
    JSON.stringify(plays),
    store,
    campaign,
  ]);
  return row!.s;
}

beforeAll(async () => {
  db = await openScratchDatabase();
  await runFiles(db, migrationFiles());
  await db.exec(`
    insert into auth.users (id, email) values ('${ADMIN}', 'staff@example.com');
    insert into private.admins (user_id) values ('${ADMIN}');
    insert into public.billboard_locations (id, name, address, latitude, longitude, media_type, slots_per_loop, rate_per_cycle) values
      ('${DUNDAS}', 'Dundas Test', '1 Dundas St', 42.98, -81.25, 'Digital LED', 6, 1650),
      ('${OXFORD}', 'Oxford Test', '1 Oxford St', 42.99, -81.26, 'Digital LED', 6, 1650);
    insert into public.advertisers (id, company, contact_name, email) values
      ('a1000000-0000-4000-8000-0000000000c1', 'Pizza Co', 'Pat', 'pat@example.com'),
      ('a1000000-0000-4000-8000-0000000000c2', 'Realty Co', 'Ray', 'ray@example.com');
    insert into public.campaigns (id, advertiser_id, name, status, reference) values
      ('${PIZZA}', 'a1000000-0000-4000-8000-0000000000c1', 'Pizza, downtown', 'confirmed', 'C-7K3Q9X'),
      ('${REALTY}', 'a1000000-0000-4000-8000-0000000000c2', 'Realty, listings', 'confirmed', 'C-4MPW2R');
    alter table public.bookings disable trigger bookings_guard;
    insert into public.bookings (location_id, campaign_id, starts_on, cycles, status) values
      ('${DUNDAS}', '${PIZZA}', '2026-11-09', 1, 'confirmed'),
      ('${OXFORD}', '${REALTY}', '2026-10-12', 1, 'confirmed');
    alter table public.bookings enable trigger bookings_guard;
    insert into storage.objects (bucket_id, name) values ('proof-photos', '${PIZZA}/00000000-0000-4000-8000-000000000001.jpg');
  `);
}, 300_000);

afterAll(async () => {
  await db?.close();
});

describe('a campaign’s play log import', () => {
  it('lists another campaign’s plays, plays outside its cycles and plays in the future, and stores only its own', { timeout: 120_000 }, async () => {
    const summary = await importForCampaign(PIZZA, false);
    expect(summary.matched.map((m) => [m.reference, m.plays])).toEqual([['C-7K3Q9X', 2]]);
    expect(summary.unmatched.map((u) => [u.category, u.plays, u.first.map((f) => f.line)])).toEqual([
      ['future', 1, [7]],
      ['other_campaign', 2, [4, 5]],
      ['outside_cycles', 1, [6]],
    ]);

    const stored = await importForCampaign(PIZZA, true);
    expect(stored.stored).toBe(2);
    const plays = await db.query<{ creative_ref: string }>('select creative_ref from public.plays order by played_at');
    expect(plays.map((p) => p.creative_ref)).toEqual(['C-7K3Q9X-v1.jpg', 'C-7K3Q9X-v1.jpg']);
  });

  it('refuses a campaign that does not exist', { timeout: 60_000 }, async () => {
    await expect(importForCampaign('a2000000-0000-4000-8000-0000000000ff', false)).rejects.toThrow(/No such campaign/);
  });
});

describe('a proof photo', () => {
  const insertPhoto = (takenAt: string) =>
    asAdmin(
      `insert into public.proof_photos (campaign_id, location_id, cycle_start, storage_path, taken_at, width, height)
       values ($1, $2, '2026-11-09', $3, $4, 800, 600)`,
      [PIZZA, DUNDAS, `${PIZZA}/00000000-0000-4000-8000-000000000001.jpg`, takenAt],
    );

  it('is refused when taken before or after its cycle (Toronto days), and taken within it is kept', { timeout: 60_000 }, async () => {
    await expect(insertPhoto('2026-11-08T23:30:00-05:00')).rejects.toThrow(/within its cycle/);
    await expect(insertPhoto('2026-12-07T00:10:00-05:00')).rejects.toThrow(/within its cycle/);
    await insertPhoto('2026-12-06T23:50:00-05:00');
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from public.proof_photos')) as [{ n: number }];
    expect(n).toBe(1);
  });
});
