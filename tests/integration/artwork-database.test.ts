// What only the database itself can set up for artwork: request artwork
// attached before the artwork migration (it becomes the first pending
// version), a campaign whose every cycle is past its deadline, the refusal
// of a late upload at a fixed moment, a version that names no cycle, and the
// digest's artwork lists around a campaign starting within the week.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles, openScratchDatabase, runFiles, type ScratchDatabase } from './scratch-database';

const ARTWORK_MIGRATION = '20261127211000_artwork_versions.sql';
const BOARD = 'b0000000-0000-4000-8000-0000000000a1';
const USER = 'a0000000-0000-4000-8000-0000000000a1';
const ADVERTISER = 'a1000000-0000-4000-8000-0000000000a1';
const PAST = 'c0000000-0000-4000-8000-0000000000a1';
const SOON = 'c0000000-0000-4000-8000-0000000000a2';
const DECEMBER = 'c0000000-0000-4000-8000-0000000000a3';
const LATER = 'c0000000-0000-4000-8000-0000000000a4';
const OLD_PATH = 'requests/2026-11/0f0e0d0c-0b0a-4900-8800-000000000001.png';
const NEW_PATH = 'requests/2026-11/0f0e0d0c-0b0a-4900-8800-000000000002.jpg';

let db: ScratchDatabase;

/** The next cycle start the booking rules accept. */
const nextStart = `private.booking_cycle_on_or_after(private.booking_today() + 1)`;

async function requestWithArtwork(id: string, email: string, path: string): Promise<void> {
  await db.exec(`
    insert into public.artwork_uploads (object_path, content_type, size_bytes, client_address)
      values ('${path}', '${path.endsWith('.png') ? 'image/png' : 'image/jpeg'}', 2048, '198.51.100.7');
    insert into public.contact_inquiries (id, name, email, company, phone, message, artwork_path)
      values ('${id}', 'Pat Prospect', '${email}', 'Pat Co', '', 'Please.', '${path}');
    insert into public.bookings (location_id, starts_on, cycles, status, lead_id, expires_at)
      values ('${BOARD}', ${nextStart}, 1, 'requested', '${id}', now() + interval '5 days');
  `);
}

beforeAll(async () => {
  db = await openScratchDatabase();
  await runFiles(
    db,
    migrationFiles((name) => name < ARTWORK_MIGRATION),
  );
  await db.exec(`
    insert into public.billboard_locations (id, name, address, latitude, longitude, media_type, slots_per_loop, rate_per_cycle)
    values ('${BOARD}', 'Scratch Board', '1 Test St', 42.98, -81.25, 'Digital LED', 6, 1650);
  `);
  await requestWithArtwork('d2000000-0000-4000-8000-0000000000a1', 'early@example.com', OLD_PATH);
  await runFiles(db, migrationFiles((name) => name >= ARTWORK_MIGRATION).slice(1));

  // An advertiser with their own sign-in, and two campaigns written as only
  // the database can: one whose only cycle began two cycles ago, one starting
  // in three days; one of two cycles from Mon Dec 7, 2026, judged at fixed
  // moments; one whose cycle is months away (both 'completed', which keeps
  // them out of the digest's lists).
  await db.exec(`
    insert into auth.users (id, email) values ('${USER}', 'owner@example.com');
    insert into public.advertisers (id, company, contact_name, email, user_id) values ('${ADVERTISER}', 'Owner Co', 'Owen Owner', 'owner@example.com', '${USER}');
    insert into public.campaigns (id, advertiser_id, name, status) values
      ('${PAST}', '${ADVERTISER}', 'Past campaign', 'live'),
      ('${SOON}', '${ADVERTISER}', 'Soon campaign', 'confirmed'),
      ('${DECEMBER}', '${ADVERTISER}', 'December campaign', 'completed'),
      ('${LATER}', '${ADVERTISER}', 'Later campaign', 'completed');
    alter table public.bookings disable trigger user;
    insert into public.bookings (location_id, campaign_id, starts_on, cycles, status, price_per_cycle_cents, discount_bp) values
      ('${BOARD}', '${PAST}', private.booking_cycle_on_or_after(private.booking_today() - 27) - 56, 1, 'confirmed', 165000, 0),
      ('${BOARD}', '${SOON}', private.booking_today() + 3, 1, 'confirmed', 165000, 0),
      ('${BOARD}', '${DECEMBER}', '2026-12-07', 2, 'confirmed', 165000, 0),
      ('${BOARD}', '${LATER}', private.booking_cycle_on_or_after(private.booking_today() + 90), 1, 'confirmed', 165000, 0);
    alter table public.bookings enable trigger user;
  `);
});

afterAll(async () => {
  await db?.close();
});

describe('a request’s artwork', () => {
  it('attached before the migration becomes its campaign’s first pending version', async () => {
    const rows = await db.query<{ version: number; state: string; source: string; bytes: number; content_type: string }>(
      `select version, state::text as state, source, bytes::int as bytes, content_type from public.artwork_versions where storage_path = '${OLD_PATH}'`,
    );
    expect(rows).toEqual([{ version: 1, state: 'pending', source: 'request', bytes: 2048, content_type: 'image/png' }]);
  });

  it('attached after it does too, as its campaign is made', async () => {
    await requestWithArtwork('d2000000-0000-4000-8000-0000000000a2', 'later@example.com', NEW_PATH);
    const rows = await db.query<{ version: number; state: string; same: boolean }>(
      `select v.version, v.state::text as state, v.campaign_id = c.id as same
         from public.artwork_versions v, public.campaigns c
        where v.storage_path = '${NEW_PATH}' and c.lead_id = 'd2000000-0000-4000-8000-0000000000a2'`,
    );
    expect(rows).toEqual([{ version: 1, state: 'pending', same: true }]);
  });
});

/** Runs `fn` as the advertiser's signed-in session, as PostgREST would set it. */
async function asOwner<T>(fn: () => Promise<T>): Promise<T> {
  await db.exec(`select set_config('request.jwt.claims', '{"role":"authenticated","sub":"${USER}"}', false)`);
  try {
    return await fn();
  } finally {
    await db.exec(`select set_config('request.jwt.claims', '', false)`);
  }
}

describe('the deadline', () => {
  it('refuses an upload once every cycle of the campaign is past it, naming the deadline missed and that no later cycle is open', async () => {
    await asOwner(async () => {
      const [{ start }] = (await db.query<{ start: string }>(`select min(starts_on)::text as start from public.bookings where campaign_id = '${PAST}'`)) as [
        { start: string },
      ];
      await expect(db.query(`select public.begin_artwork_upload('${PAST}', null, 'image/png', 100, '${start}')`)).rejects.toThrow(
        /^Artwork for the cycle starting \w{3} \w{3} \d{1,2} was due by the end of \w{3} \w{3} \d{1,2}\. No later cycle of this campaign is still open for artwork: please call us\.$/,
      );
      const next = await db.query<{ open: string | null }>(`select public.artwork_next_open_cycle('${PAST}')::text as open`);
      expect(next).toEqual([{ open: null }]);
    });
  });

  it('words a late upload with the deadline it missed, in Toronto time, and the later cycle it may still apply to', async () => {
    const refusal = async (cycle: string, at: string) =>
      (await db.query<{ r: string | null }>(`select private.artwork_cycle_refusal('${DECEMBER}', null, '${cycle}', '${at}') as r`))[0]!.r;
    // 11:30 p.m. in Toronto on Wed Dec 2 is still the deadline's day; 12:30 a.m. on Thu Dec 3 is past it.
    expect(await refusal('2026-12-07', '2026-12-02T23:30:00-05:00')).toBeNull();
    expect(await refusal('2026-12-07', '2026-12-03T00:30:00-05:00')).toBe(
      'Artwork for the cycle starting Mon Dec 7 was due by the end of Wed Dec 2. It can still apply to the cycle starting Mon Jan 4.',
    );
    expect(await refusal('2027-01-04', '2026-12-31T09:00:00-05:00')).toBe(
      'Artwork for the cycle starting Mon Jan 4 was due by the end of Wed Dec 30. No later cycle of this campaign is still open for artwork: please call us.',
    );
    expect(await refusal('2026-12-14', '2026-12-01T09:00:00-05:00')).toBe('This campaign has no cycle starting Mon Dec 14.');
  });

  it('never moves a version that names no cycle to another: it is refused, whatever cycle is open', async () => {
    const path = `campaigns/${LATER}/0f0e0d0c-0b0a-4900-8800-0000000000b1.png`;
    await db.exec(`
      insert into public.artwork_files (object_path, campaign_id, uploaded_by, content_type, declared_bytes, checked_at, width, height, bytes)
      values ('${path}', '${LATER}', '${USER}', 'image/png', 100, now(), 840, 400, 100);
    `);
    await asOwner(async () => {
      await expect(db.query(`insert into public.artwork_versions (campaign_id, storage_path) values ('${LATER}', '${path}')`)).rejects.toThrow(
        'Choose the cycle this version is for.',
      );
      await expect(db.query(`select public.begin_artwork_upload('${LATER}', null, 'image/png', 100, null)`)).rejects.toThrow(
        'Choose the cycle this version is for.',
      );
    });
    expect(await db.query(`select id from public.artwork_versions where campaign_id = '${LATER}'`)).toEqual([]);
  });
});

describe('the digest', () => {
  type Digest = { artwork_pending: { reference: string; version: number }[]; artwork_missing: { id: string }[]; starting: unknown[] };

  it('lists artwork waiting for approval, oldest first, and a campaign starting within 7 days without approved artwork', async () => {
    const [{ digest }] = (await db.query<{ digest: Digest }>('select public.staff_digest() as digest')) as [{ digest: Digest }];
    expect(digest.artwork_pending.map((a) => a.version)).toEqual([1, 1]);
    expect(digest.artwork_missing.map((c) => c.id)).toEqual([SOON]);
    // The campaign lists are still there.
    expect(Array.isArray(digest.starting)).toBe(true);
  });

  it('drops the campaign once its artwork is approved, and says nothing of artwork when nothing waits', async () => {
    await db.exec(`
      insert into public.artwork_versions (campaign_id, storage_path, content_type, width, height, bytes, source, applies_from, state, decided_at)
      values ('${SOON}', 'campaigns/${SOON}/0f0e0d0c-0b0a-4900-8800-0000000000a3.png', 'image/png', 840, 400, 100, 'upload', private.booking_today() + 3, 'approved', now());
      update public.artwork_versions set state = 'approved', decided_at = now() where state = 'pending';
    `);
    const [{ digest }] = (await db.query<{ digest: Digest }>('select public.staff_digest() as digest')) as [{ digest: Digest }];
    expect(digest.artwork_pending).toEqual([]);
    expect(digest.artwork_missing).toEqual([]);
  });
});
