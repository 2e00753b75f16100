// The advertiser is told once per campaign cycle that its proof of play is
// ready: the first play log import with plays of that cycle, or its first
// photo, writes one message to the outbox in its own transaction; a second
// import or photo for the same cycle writes nothing new, another cycle writes
// its own, and the job sends it with the link to the campaign in /account.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROOF_READY_LINES } from '../../supabase/functions/_shared/outbox-emails';
import {
  newAdvertiserAccount,
  newConfirmedCampaign,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  signInAsAdmin,
  type AdvertiserAccount,
} from './helpers';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

let admin: SupabaseClient;

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client;
}, 120_000);

interface Message {
  id: number;
  kind: string;
  sent_at: string | null;
}

async function proofMessages(campaignId: string): Promise<Message[]> {
  const { data, error } = await admin.rpc('campaign_messages', { p_campaign: campaignId });
  if (error) throw new Error(error.message);
  return (data as Message[]).filter((m) => m.kind === 'proof_ready');
}

/** A day `n` days after a 'YYYY-MM-DD' day. */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

interface Sale {
  ann: AdvertiserAccount;
  campaignId: string;
  startsOn: string;
  slug: string;
  reference: string;
}

/** A two-cycle campaign on one fresh board. */
async function sale(): Promise<Sale> {
  const ann = await newAdvertiserAccount(`Proof Co ${randomUUID().slice(0, 8)}`);
  const { campaignId, boardIds, startsOn } = await newConfirmedCampaign(admin, ann.advertiserId, { cycles: 2 });
  const { data: board } = await serviceClient().from('billboard_locations').select('slug').eq('id', boardIds[0]!).single();
  const { data: campaign } = await serviceClient().from('campaigns').select('reference').eq('id', campaignId).single();
  return { ann, campaignId, startsOn, slug: board!.slug as string, reference: campaign!.reference as string };
}

/** Noon in Toronto, whatever its offset that day: well inside the day. */
const noonOf = (day: string) => `${day}T17:00:00Z`;

async function importPlays(s: Sale, day: string, minute: number) {
  const played = new Date(Date.parse(noonOf(day)) + minute * 60_000).toISOString();
  const { data, error } = await admin.rpc('import_play_log', {
    p_file_name: `plays-${minute}.csv`,
    p_rows: [{ line: 2, board: s.slug, played_at: played, creative: `${s.reference}-v1.jpg`, seconds: 8 }],
  });
  expect(error).toBeNull();
  expect(data).toMatchObject({ rows_imported: 1, errors: [] });
}

async function addPhoto(s: Sale, cycleStart: string) {
  const { data: booking } = await serviceClient().from('bookings').select('location_id').eq('campaign_id', s.campaignId).single();
  const path = `${s.campaignId}/${randomUUID()}.jpg`;
  expect((await admin.storage.from('proof-photos').upload(path, JPEG, { contentType: 'image/jpeg' })).error).toBeNull();
  const { error } = await admin.from('proof_photos').insert({
    campaign_id: s.campaignId,
    location_id: booking!.location_id,
    cycle_start: cycleStart,
    storage_path: path,
    taken_at: noonOf(cycleStart),
    width: 1600,
    height: 900,
  });
  expect(error).toBeNull();
}

describe('proof ready', () => {
  it('the first import with plays of a cycle writes one message; a second import of that cycle none; the next cycle its own', async () => {
    const s = await sale();
    expect(await proofMessages(s.campaignId)).toEqual([]);
    await importPlays(s, s.startsOn, 0);
    expect(await proofMessages(s.campaignId)).toHaveLength(1);
    await importPlays(s, addDays(s.startsOn, 3), 1);
    // A photo of the same cycle is not news either.
    await addPhoto(s, s.startsOn);
    expect(await proofMessages(s.campaignId)).toHaveLength(1);
    await importPlays(s, addDays(s.startsOn, 30), 2);
    expect(await proofMessages(s.campaignId)).toHaveLength(2);

    expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
    const mails = (await readOutbox()).filter((m) => m.to === s.ann.user.email && m.subject === PROOF_READY_LINES.subject(s.reference));
    expect(mails).toHaveLength(2);
    const texts = mails.map((m) => m.text);
    expect(texts.some((t) => t.includes(PROOF_READY_LINES.ready(s.startsOn)))).toBe(true);
    expect(texts.some((t) => t.includes(PROOF_READY_LINES.ready(addDays(s.startsOn, 28))))).toBe(true);
    expect(texts.every((t) => t.includes(`/account/campaigns/${s.campaignId}`))).toBe(true);
    expect((await proofMessages(s.campaignId)).every((m) => m.sent_at !== null)).toBe(true);
  }, 180_000);

  it('the first photo of a cycle writes the message, and plays imported for it after write none', async () => {
    const s = await sale();
    await addPhoto(s, s.startsOn);
    expect(await proofMessages(s.campaignId)).toHaveLength(1);
    await importPlays(s, s.startsOn, 5);
    await addPhoto(s, s.startsOn);
    expect(await proofMessages(s.campaignId)).toHaveLength(1);
  }, 120_000);

  it('plays of another campaign’s creative, or outside the campaign’s cycles, write nothing for it', async () => {
    const s = await sale();
    const { error } = await admin.rpc('import_play_log', {
      p_file_name: 'others.csv',
      p_rows: [
        { line: 2, board: s.slug, played_at: noonOf(s.startsOn), creative: 'C-NOTOURS', seconds: 8 },
        { line: 3, board: s.slug, played_at: noonOf(addDays(s.startsOn, -1)), creative: s.reference, seconds: 8 },
        { line: 4, board: s.slug, played_at: noonOf(addDays(s.startsOn, 56)), creative: s.reference, seconds: 8 },
      ],
    });
    expect(error).toBeNull();
    expect(await proofMessages(s.campaignId)).toEqual([]);
  }, 120_000);

  it('a refused import writes no message', async () => {
    const s = await sale();
    const { error } = await admin.rpc('import_play_log', {
      p_file_name: 'april.csv',
      p_rows: [
        { line: 2, board: s.slug, played_at: noonOf(s.startsOn), creative: s.reference, seconds: 8 },
        { line: 3, board: s.slug, played_at: '2026-04-31T07:00:00-04:00', creative: s.reference, seconds: 8 },
      ],
    });
    expect(error).not.toBeNull();
    expect(await proofMessages(s.campaignId)).toEqual([]);
  }, 120_000);
});
