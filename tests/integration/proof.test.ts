// Proof that an ad ran, over HTTP with supabase-js: the play log import (all
// or nothing, bad rows named by line), plays contracted against delivered per
// board and cycle (Toronto days, clock changes), the photos in their private
// bucket, and who may read or write any of it: anon, another advertiser, the
// campaign's own advertiser, the admin.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSiteLog } from '../../src/features/proof/lib/exports/site-log';
import type { PlayLogRow } from '../../src/features/proof/lib/play-log';
import type { Database } from '../../src/types/database';
import { anonClient, newAdvertiserAccount, newConfirmedCampaign, resetBackend, serviceClient, signInAsAdmin, type CreatedUser } from './helpers';

type Client = SupabaseClient<Database>;

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const BUCKET = 'proof-photos';

let admin: Client;
let service: Client;
let ann: CreatedUser;
let bob: CreatedUser;
let annCampaign: string;
let annBoard: { id: string; slug: string };
let annStart: string;
let annReference: string;
let bobCampaign: string;
let bobBoard: string;
let bobReference: string;

/** A day `n` days after a 'YYYY-MM-DD' day. */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

async function reference(campaign: string): Promise<string> {
  const { data } = await service.from('campaigns').select('reference').eq('id', campaign).single();
  return data!.reference;
}

async function playCount(): Promise<number> {
  const { count, error } = await service.from('plays').select('id', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return count ?? 0;
}

const rows = (...list: Omit<PlayLogRow, 'line'>[]): PlayLogRow[] => list.map((r, i) => ({ line: i + 2, ...r }));

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as Client;
  service = serviceClient() as Client;
  const a = await newAdvertiserAccount(`Ann's Bakery ${randomUUID()}`);
  const b = await newAdvertiserAccount(`Bob's Garage ${randomUUID()}`);
  ann = a.user;
  bob = b.user;
  const annSale = await newConfirmedCampaign(admin, a.advertiserId, { cycles: 2 });
  const bobSale = await newConfirmedCampaign(admin, b.advertiserId);
  annCampaign = annSale.campaignId;
  annStart = annSale.startsOn;
  bobCampaign = bobSale.campaignId;
  bobBoard = bobSale.boardIds[0]!;
  // A loop of 2 spots of 8 s (16 s), on from 6 a.m. to midnight: 64800 / 16 = 4050 plays a day.
  const { data, error } = await service
    .from('billboard_locations')
    .update({ operating_hours: '6:00 a.m. to midnight, every day', spot_seconds: 8, slots_per_loop: 2 })
    .eq('id', annSale.boardIds[0]!)
    .select('id, slug')
    .single();
  if (error) throw new Error(error.message);
  annBoard = { id: data.id, slug: data.slug! };
  annReference = await reference(annCampaign);
  bobReference = await reference(bobCampaign);
});

describe('the play log import', () => {
  it('imports nothing from a file with bad rows and names each bad line', async () => {
    const before = await playCount();
    const csv = [
      'board,played_at,creative,seconds',
      `${annBoard.slug},${annStart}T06:00:00-05:00,${annReference},8`,
      `no-such-board,${annStart}T06:00:16-05:00,${annReference},8`,
      `${annBoard.slug},${annStart}T06:00:32-05:00,${annReference},8`,
      `${annBoard.slug},${annStart}T06:00:48,${annReference},8`,
      `${annBoard.slug},${annStart}T06:01:04-05:00,,8`,
      `${annBoard.slug},${annStart}T06:01:20-05:00,${annReference},0`,
    ].join('\r\n');
    // The browser's parser finds what a file alone shows...
    const parsed = parseSiteLog(csv);
    expect(parsed.unreadable.map((e) => e.line)).toEqual([5, 6, 7]);
    expect(parsed.plays.map((p) => p.line)).toEqual([2, 3, 4]);
    // ...and the database finds the rest, whoever sends the rows: an unknown board, and the same faults again.
    const sent = csv
      .split('\r\n')
      .slice(1)
      .map((line, i) => {
        const [board, played_at, creative, seconds] = line.split(',');
        return { line: i + 2, board, played_at, creative, seconds: Number(seconds) };
      });
    const { data, error } = await admin.rpc('import_play_log', { p_file_name: 'bad.csv', p_rows: sent });
    expect(error).toBeNull();
    const result = data as { errors: { line: number; reason: string }[]; import_id?: string };
    expect(result.import_id).toBeUndefined();
    expect(result.errors).toEqual([
      { line: 3, reason: 'No board has the slug "no-such-board".' },
      { line: 5, reason: 'The time played is not an ISO 8601 date and time with its UTC offset.' },
      { line: 6, reason: 'The creative reference is missing.' },
      { line: 7, reason: 'The seconds are not a whole number from 1 to 3600.' },
    ]);
    expect(await playCount()).toBe(before);
    const imports = await admin.from('play_log_imports').select('id').eq('file_name', 'bad.csv');
    expect(imports.data).toEqual([]);
  });

  it('rolls back a row the calendar refuses though its shape passed', async () => {
    const before = await playCount();
    const { error } = await admin.rpc('import_play_log', {
      p_file_name: 'april.csv',
      p_rows: rows(
        { board: annBoard.slug, played_at: `${annStart}T07:00:00-05:00`, creative: annReference, seconds: 8 },
        { board: annBoard.slug, played_at: '2026-04-31T07:00:00-04:00', creative: annReference, seconds: 8 },
      ),
    });
    expect(error).not.toBeNull();
    expect(await playCount()).toBe(before);
  });

  it('imports a good file whole, and skips plays already imported', async () => {
    const file = rows(
      { board: annBoard.slug, played_at: `${annStart}T06:00:00-05:00`, creative: annReference, seconds: 8 },
      { board: annBoard.slug.toUpperCase(), played_at: `${annStart}T06:00:16-05:00`, creative: `${annReference}-v2.jpg`, seconds: 8 },
    );
    const first = await admin.rpc('import_play_log', { p_file_name: 'good.csv', p_rows: file });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ rows_in_file: 2, rows_imported: 2, errors: [] });
    const again = await admin.rpc('import_play_log', { p_file_name: 'good-again.csv', p_rows: file });
    expect(again.data).toMatchObject({ rows_in_file: 2, rows_imported: 0, errors: [] });
    const log = await admin.from('play_log_imports').select('file_name, rows_in_file, rows_imported, imported_by').eq('file_name', 'good.csv').single();
    expect(log.data).toMatchObject({ rows_in_file: 2, rows_imported: 2 });
    expect(log.data?.imported_by).not.toBeNull();
  });
});

describe('plays delivered against contracted', () => {
  beforeAll(async () => {
    const second = addDays(annStart, 28);
    const { data, error } = await admin.rpc('import_play_log', {
      p_file_name: 'boundaries.csv',
      p_rows: rows(
        // The evening before the cycle, Toronto time (already the cycle's first day in UTC): not in it.
        { board: annBoard.slug, played_at: `${addDays(annStart, -1)}T23:59:59-05:00`, creative: annReference, seconds: 8 },
        // The last second of the first cycle's 28th day, Toronto time (the next day in UTC): in the first cycle.
        { board: annBoard.slug, played_at: `${addDays(annStart, 28)}T04:59:59Z`, creative: annReference, seconds: 8 },
        // Midnight opening the second cycle, Toronto time: in the second.
        { board: annBoard.slug, played_at: `${second}T00:00:00-05:00`, creative: annReference, seconds: 8 },
        // Not Ann's: another creative whose name only begins like her reference, a house ad, Bob's.
        { board: annBoard.slug, played_at: `${annStart}T09:00:00-05:00`, creative: `${annReference}A`, seconds: 8 },
        { board: annBoard.slug, played_at: `${annStart}T09:00:16-05:00`, creative: 'house-ad', seconds: 8 },
        { board: annBoard.slug, played_at: `${annStart}T09:00:32-05:00`, creative: bobReference, seconds: 8 },
        // Ann's reference on Bob's board: not a play of Ann's campaign.
        {
          board: (await service.from('billboard_locations').select('slug').eq('id', bobBoard).single()).data!.slug!,
          played_at: `${annStart}T09:00:48-05:00`,
          creative: annReference,
          seconds: 8,
        },
      ),
    });
    if (error || (data as { errors: unknown[] }).errors.length > 0) throw new Error(`import failed: ${JSON.stringify(error ?? data)}`);
  });

  it('counts per board and cycle, on the Toronto clock, the plays named after the campaign', async () => {
    const { data, error } = await admin.rpc('campaign_proof', { p_campaign: annCampaign });
    expect(error).toBeNull();
    expect(data?.map((r) => [r.cycle_start, r.cycle_end, r.loop_seconds, r.contracted_plays, r.delivered_plays])).toEqual([
      // Two plays from the import above, and the last second of the 28th day.
      [annStart, addDays(annStart, 27), 16, 28 * 4050, 3],
      [addDays(annStart, 28), addDays(annStart, 55), 16, 28 * 4050, 1],
    ]);
  });

  it('works out contracted plays per Toronto day, with the days the clocks change', async () => {
    const contracted = async (hours: string | null, cycleStart: string, spot = 8, slots = 6) => {
      const { data, error } = await admin.rpc('contracted_plays', {
        p_operating_hours: hours as string,
        p_spot_seconds: spot,
        p_slots_per_loop: slots,
        p_cycle_start: cycleStart,
      });
      if (error) throw new Error(error.message);
      return data;
    };
    // A 48 s loop, 24 hours: 1800 loops a day.
    expect(await contracted('24 hours', '2026-12-07')).toBe(28 * 1800);
    // The cycle of Nov 1, 2026 (clocks back: a 25-hour day) and of Mar 14, 2027 (forward: 23 hours).
    expect(await contracted('24 hours', '2026-10-12')).toBe(27 * 1800 + 1875);
    expect(await contracted('24 hours', '2027-03-01')).toBe(27 * 1800 + 1725);
    // Hours that do not span 2 a.m. are the same every day, clock change or not.
    expect(await contracted('6:00 a.m. to midnight, every day', '2027-03-01')).toBe(28 * 1350);
    // Past midnight: 5 a.m. to 1 a.m. is 20 hours, 1500 loops.
    expect(await contracted('5:00 a.m. to 1:00 a.m., every day', '2026-12-07')).toBe(28 * 1500);
    // Whole loops only: 12 hours over a 7 x 10 s loop is 617.14... loops a day.
    expect(await contracted('noon to midnight', '2026-12-07', 10, 7)).toBe(28 * 617);
    expect(await contracted('By appointment', '2026-12-07')).toBeNull();
    expect(await contracted(null, '2026-12-07')).toBeNull();
  });

  it("gives the campaign's own plays for its CSV, and nothing of anyone else's", async () => {
    const { data, error } = await (ann.client as Client).rpc('campaign_plays', { p_campaign: annCampaign });
    expect(error).toBeNull();
    expect(data?.length).toBe(4);
    expect(data?.every((p) => p.location_id === annBoard.id && p.creative_ref.toUpperCase().startsWith(annReference))).toBe(true);
    expect(data?.some((p) => p.creative_ref === `${annReference}A`)).toBe(false);
    // In pages, in the same order.
    const page = await (ann.client as Client).rpc('campaign_plays', { p_campaign: annCampaign, p_offset: 1, p_limit: 2 });
    expect(page.data).toEqual(data?.slice(1, 3));
  });
});

describe('who reads and writes proof', () => {
  let photoPath: string;

  beforeAll(async () => {
    photoPath = `${annCampaign}/${randomUUID()}.jpg`;
    const up = await admin.storage.from(BUCKET).upload(photoPath, JPEG, { contentType: 'image/jpeg' });
    if (up.error) throw new Error(up.error.message);
    const { error } = await admin.from('proof_photos').insert({
      campaign_id: annCampaign,
      location_id: annBoard.id,
      cycle_start: annStart,
      storage_path: photoPath,
      // Within its cycle, as the database requires: midday in Toronto on the cycle's first day.
      taken_at: `${annStart}T17:00:00Z`,
      width: 1600,
      height: 900,
    });
    if (error) throw new Error(error.message);
  });

  it('the admin records a photo only for a cycle the campaign booked, of a file uploaded, as a JPEG', async () => {
    const other = `${annCampaign}/${randomUUID()}.jpg`;
    await admin.storage.from(BUCKET).upload(other, JPEG, { contentType: 'image/jpeg' });
    const row = { campaign_id: annCampaign, location_id: annBoard.id, storage_path: other, taken_at: `${annStart}T17:00:00Z`, width: 800, height: 600 };
    const wrongCycle = await admin.from('proof_photos').insert({ ...row, cycle_start: addDays(annStart, 56) });
    expect(wrongCycle.error?.message).toBe('This campaign has no booking on that board for that cycle.');
    const wrongBoard = await admin.from('proof_photos').insert({ ...row, cycle_start: annStart, location_id: bobBoard });
    expect(wrongBoard.error?.message).toBe('This campaign has no booking on that board for that cycle.');
    const noFile = await admin.from('proof_photos').insert({ ...row, cycle_start: annStart, storage_path: `${annCampaign}/${randomUUID()}.jpg` });
    expect(noFile.error?.message).toBe('The photo was not uploaded.');
    const png = await admin.storage.from(BUCKET).upload(`${annCampaign}/${randomUUID()}.jpg`, JPEG, { contentType: 'text/html' });
    expect(png.error).not.toBeNull();
    // The bucket takes JPEGs of at most 5 MiB only, as hosted Storage enforces its limits, even from the admin.
    const image = await admin.storage.from(BUCKET).upload(`${annCampaign}/${randomUUID()}.jpg`, JPEG, { contentType: 'image/png' });
    expect(image.error?.message).toBe('mime type image/png is not supported');
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await admin.storage.from(BUCKET).upload(`${annCampaign}/${randomUUID()}.jpg`, big, { contentType: 'image/jpeg' });
    expect(tooBig.error?.message).toBe('The object exceeded the maximum allowed size');
  });

  it('the advertiser reads their own photos through a short-lived signed URL, and writes nothing', async () => {
    const client = ann.client as Client;
    const photos = await client.from('proof_photos').select('storage_path').eq('campaign_id', annCampaign);
    expect(photos.data).toEqual([{ storage_path: photoPath }]);
    const signed = await client.storage.from(BUCKET).createSignedUrl(photoPath, 300);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(JPEG);
    const upload = await client.storage.from(BUCKET).upload(`${annCampaign}/${randomUUID()}.jpg`, JPEG, { contentType: 'image/jpeg' });
    expect(upload.error).not.toBeNull();
    const insert = await client.from('proof_photos').insert({
      campaign_id: annCampaign,
      location_id: annBoard.id,
      cycle_start: annStart,
      storage_path: photoPath,
      taken_at: new Date().toISOString(),
      width: 1,
      height: 1,
    });
    expect(insert.error).not.toBeNull();
    const removed = await client.from('proof_photos').delete().eq('storage_path', photoPath).select('id');
    expect(removed.data ?? []).toEqual([]);
    const imported = await client.rpc('import_play_log', { p_file_name: 'mine.csv', p_rows: [] });
    expect(imported.error?.code).toBe('42501');
    expect((await client.from('plays').select('id')).data).toEqual([]);
    expect((await client.from('play_log_imports').select('id')).data).toEqual([]);
  });

  it('another advertiser reads nothing of it: rows, files, plays or figures', async () => {
    const client = bob.client as Client;
    expect((await client.from('proof_photos').select('id').eq('campaign_id', annCampaign)).data).toEqual([]);
    const signed = await client.storage.from(BUCKET).createSignedUrl(photoPath, 300);
    expect(signed.error).not.toBeNull();
    expect((await client.rpc('campaign_proof', { p_campaign: annCampaign })).error?.code).toBe('42501');
    expect((await client.rpc('campaign_plays', { p_campaign: annCampaign })).error?.code).toBe('42501');
    // Their own campaign's figures, though, they read.
    const own = await client.rpc('campaign_proof', { p_campaign: bobCampaign });
    expect(own.error).toBeNull();
    expect(own.data?.map((r) => r.delivered_plays)).toEqual([0]);
  });

  it('anon reads and writes nothing', async () => {
    const anon = anonClient() as Client;
    expect((await anon.from('proof_photos').select('id')).data ?? []).toEqual([]);
    expect((await anon.from('plays').select('id')).data ?? []).toEqual([]);
    expect((await anon.rpc('campaign_proof', { p_campaign: annCampaign })).error).not.toBeNull();
    expect((await anon.rpc('campaign_plays', { p_campaign: annCampaign })).error).not.toBeNull();
    expect((await anon.rpc('import_play_log', { p_file_name: 'x.csv', p_rows: [] })).error).not.toBeNull();
    expect((await anon.storage.from(BUCKET).createSignedUrl(photoPath, 300)).error).not.toBeNull();
    expect((await anon.storage.from(BUCKET).upload(`${annCampaign}/${randomUUID()}.jpg`, JPEG, { contentType: 'image/jpeg' })).error).not.toBeNull();
  });

  it('the admin reads every photo, play and import', async () => {
    expect((await admin.from('proof_photos').select('id').eq('campaign_id', annCampaign)).data?.length).toBe(1);
    expect((await admin.from('plays').select('id')).data?.length).toBe(await playCount());
    expect((await admin.rpc('campaign_proof', { p_campaign: bobCampaign })).error).toBeNull();
  });

  it('the admin removes a photo, record and file; the advertiser can no longer have it signed', async () => {
    const removed = await admin.from('proof_photos').delete().eq('storage_path', photoPath).select('id');
    expect(removed.data?.length).toBe(1);
    expect((await admin.storage.from(BUCKET).remove([photoPath])).data?.length).toBe(1);
    expect((await (ann.client as Client).storage.from(BUCKET).createSignedUrl(photoPath, 300)).error).not.toBeNull();
  });
});
