// A board's audience before booking, over HTTP with supabase-js: the plays of
// one spot per cycle that the public reads for every active board are the
// proof of play's contracted plays for the same board and cycle.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import type { Database } from '../../src/types/database';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { anonClient, newAdvertiserAccount, newBoard, newConfirmedCampaign, resetBackend, serviceClient, signInAsAdmin } from './helpers';

type Client = SupabaseClient<Database>;

let admin: Client;
let service: Client;
let soldBoard: string;
let campaignId: string;
let startsOn: string;

async function setBoard(id: string, fields: Database['public']['Tables']['billboard_locations']['Update']): Promise<void> {
  const { error } = await service.from('billboard_locations').update(fields).eq('id', id);
  if (error) throw new Error(error.message);
}

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as Client;
  service = serviceClient() as Client;
  const { advertiserId } = await newAdvertiserAccount(`Audience Co ${randomUUID()}`);
  const sale = await newConfirmedCampaign(admin, advertiserId);
  soldBoard = sale.boardIds[0]!;
  campaignId = sale.campaignId;
  startsOn = sale.startsOn;
  // A loop of 3 spots of 10 s (30 s), on from 5 a.m. to 1 a.m.: 72000 / 30 = 2400 plays a day.
  await setBoard(soldBoard, { operating_hours: '5:00 a.m. to 1:00 a.m.', spot_seconds: 10, slots_per_loop: 3 });
}, 120_000);

async function audience(from: string | null) {
  const { data, error } = await (anonClient() as Client).rpc('board_audience', { p_from: from as string });
  if (error) throw new Error(error.message);
  return data;
}

describe('board_audience', () => {
  it('gives the public, per active board, the plays the proof of play contracts for that board and cycle', async () => {
    const rows = await audience(startsOn);
    const row = rows.find((r) => r.location_id === soldBoard);
    const { data: contracted, error: proofError } = await admin.rpc('campaign_proof', { p_campaign: campaignId });
    expect(proofError).toBeNull();
    expect(row).toEqual({ location_id: soldBoard, cycle_start: startsOn, plays_per_cycle: contracted![0]!.contracted_plays });
    // The same arithmetic, worked by hand: 2400 a day, unless the cycle holds a change of the clocks (an hour more or less).
    expect(Math.abs(row!.plays_per_cycle! - 2400 * 28)).toBeLessThanOrEqual(120);
  }, 60_000);

  it('counts from the first cycle start on or after the day asked, and from today in Toronto when none is', async () => {
    const [next] = nextCycleStarts(new Date(), 1, site.bookingCycles);
    const dayAfterStart = new Date(`${startsOn}T12:00:00Z`);
    dayAfterStart.setUTCDate(dayAfterStart.getUTCDate() + 1);
    const later = (await audience(dayAfterStart.toISOString().slice(0, 10))).find((r) => r.location_id === soldBoard);
    const following = new Date(`${startsOn}T12:00:00Z`);
    following.setUTCDate(following.getUTCDate() + 28);
    expect(later?.cycle_start).toBe(following.toISOString().slice(0, 10));
    const today = (await audience(null)).find((r) => r.location_id === soldBoard);
    expect(today?.cycle_start).toBe(next);
  }, 60_000);

  it('leaves out inactive boards, and says nothing rather than guess when the hours are not in a known form', async () => {
    const hidden = await newBoard(2, false);
    const vague = await newBoard(2);
    await setBoard(vague.id, { operating_hours: 'Most evenings' });
    const rows = await audience(startsOn);
    expect(rows.map((r) => r.location_id)).not.toContain(hidden.id);
    expect(rows.find((r) => r.location_id === vague.id)?.plays_per_cycle).toBeNull();
  }, 60_000);
});
