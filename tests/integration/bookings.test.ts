// Bookings through the API, with supabase-js over HTTP only (no database
// internals), so the same file can run against any backend URL: who may read
// and write bookings, the public availability, and the capacity rule (a board
// never has more live bookings in a cycle than slots in its loop; an expired
// request frees its slot; a request is stored all or nothing).
import { randomUUID } from 'node:crypto';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { addDays, cycleStartOnOrAfter, formatDay, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { slotsByCycle } from '../../supabase/functions/_shared/booking-slots';
import { anonClient, createUser, newBoard, newLead, resetBackend, serviceClient, signInAsAdmin } from './helpers';

const DUNDAS = 'c0000000-0000-4000-8000-000000000004';
const OXFORD = 'c0000000-0000-4000-8000-000000000002';
const ST_THOMAS_INACTIVE = 'c0000000-0000-4000-8000-000000000010';

let admin: SupabaseClient;
let user: SupabaseClient;
let anon: SupabaseClient;
let service: SupabaseClient;
/** The next cycle starts, as the database counts them (today in Toronto or later). */
let starts: string[];
/** The customer of the phone sales these tests make. */
let advertiser: string;

beforeAll(async () => {
  await resetBackend();
  anon = anonClient();
  service = serviceClient();
  user = (await createUser()).client;
  admin = (await signInAsAdmin()).client;
  starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
  const { data, error } = await admin
    .from('advertisers')
    .insert({ contact_name: 'Phone Customer', company: 'Booking Tests Ltd', email: `phone-${randomUUID()}@example.com` })
    .select('id')
    .single();
  if (error) throw new Error(`creating an advertiser failed: ${error.message}`);
  advertiser = data.id;
});

/** A phone sale by the admin: a confirmed campaign with one booking per board. */
function phoneSale(locationIds: string[], startsOn: string, cycles: number) {
  return admin.rpc('create_phone_sale', { p_advertiser: advertiser, p_location_ids: locationIds, p_starts_on: startsOn, p_cycles: cycles });
}

async function campaignOf(leadId: string): Promise<string> {
  const { data, error } = await service.from('bookings').select('campaign_id').eq('lead_id', leadId).limit(1).single();
  if (error) throw new Error(error.message);
  return data.campaign_id;
}

afterAll(async () => {
  await resetBackend();
});

function requestBookings(leadId: string, locationIds: string[], startsOn: string, cycles: number, client: SupabaseClient = service) {
  return client.rpc('request_bookings', { p_lead_id: leadId, p_location_ids: locationIds, p_starts_on: startsOn, p_cycles: cycles });
}

async function liveBookings(locationId: string): Promise<{ lead_id: string | null; status: string; starts_on: string; cycles: number }[]> {
  const { data, error } = await service
    .from('bookings')
    .select('lead_id, status, starts_on, cycles')
    .eq('location_id', locationId)
    .in('status', ['requested', 'confirmed']);
  if (error) throw new Error(error.message);
  return data as { lead_id: string | null; status: string; starts_on: string; cycles: number }[];
}

async function freeSlots(locationId: string, from: string, cycles: number): Promise<number[]> {
  const { data, error } = await anon.rpc('board_availability', { p_from: from, p_cycles: cycles });
  if (error) throw new Error(error.message);
  return (data as { location_id: string; free_slots: number }[]).filter((r) => r.location_id === locationId).map((r) => r.free_slots);
}

function expectRefused(error: PostgrestError | null, details: string, message?: string | RegExp): void {
  expect(error).not.toBeNull();
  expect(error!.code).toBe('P0001');
  expect(error!.details).toBe(details);
  if (message) expect(error!.message).toMatch(message);
}

describe('who may read and write bookings', () => {
  it('anon can neither read nor write them', async () => {
    const read = await anon.from('bookings').select('id');
    expect(read.error?.code).toBe('42501');
    expect(read.status).toBe(401);
    const write = await anon.from('bookings').insert({ location_id: OXFORD, starts_on: starts[1], cycles: 1 });
    expect(write.error?.code).toBe('42501');
  });

  it('a signed-in non-admin sees none and writes none', async () => {
    const read = await user.from('bookings').select('id');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const write = await user.from('bookings').insert({ location_id: OXFORD, starts_on: starts[1], cycles: 1 });
    expect(write.error?.code).toBe('42501');
    expect(write.status).toBe(403);
    const changed = await user.from('bookings').update({ status: 'cancelled' }).eq('location_id', DUNDAS).select('id');
    expect(changed.data ?? []).toEqual([]);
    const deleted = await user.from('bookings').delete().eq('location_id', DUNDAS).select('id');
    expect(deleted.data ?? []).toEqual([]);
    expect(await liveBookings(DUNDAS)).toHaveLength(6);
  });

  it('neither may call request_bookings (the contact function does, with the service role)', async () => {
    const lead = await newLead();
    for (const client of [anon, user]) {
      const { error } = await requestBookings(lead, [OXFORD], starts[1]!, 1, client);
      expect(error?.code).toBe('42501');
    }
  });

  it('the admin reads every booking, books by phone, confirms and declines', async () => {
    const all = await admin.from('bookings').select('id, status, lead_id').eq('location_id', DUNDAS);
    expect(all.error).toBeNull();
    expect(all.data).toHaveLength(6);

    const board = await newBoard(2);
    // Not by writing bookings: through the campaign functions only.
    const direct = await admin
      .from('bookings')
      .insert({ location_id: board.id, starts_on: starts[0]!, cycles: 2, status: 'confirmed', campaign_id: randomUUID() });
    expect(direct.error?.code).toBe('42501');
    const sale = await phoneSale([board.id], starts[0]!, 2);
    expect(sale.error).toBeNull();
    const manual = await admin.from('bookings').select('status, lead_id').eq('campaign_id', sale.data!).single();
    expect(manual.data).toEqual({ status: 'confirmed', lead_id: null });

    const lead = await newLead();
    expect(await requestBookings(lead, [board.id], starts[0]!, 1)).toMatchObject({ data: [], error: null });
    const requested = await admin.from('bookings').select('id, status, expires_at').eq('lead_id', lead).single();
    expect(requested.data).toMatchObject({ status: 'requested' });
    // A request holds its slot for a week by default.
    const holdDays = (Date.parse((requested.data as { expires_at: string }).expires_at) - Date.now()) / 86_400_000;
    expect(holdDays).toBeGreaterThan(site.bookingCycles.requestHoldDays - 0.01);
    expect(holdDays).toBeLessThanOrEqual(site.bookingCycles.requestHoldDays);
    expect(await freeSlots(board.id, starts[0]!, 2)).toEqual([0, 1]);

    expect((await admin.rpc('decline_campaign', { p_campaign: await campaignOf(lead), p_reason: 'Fully booked by phone.' })).error).toBeNull();
    expect((await admin.from('bookings').select('status').eq('lead_id', lead)).data).toEqual([{ status: 'declined' }]);
    // Declining frees the slot.
    expect(await freeSlots(board.id, starts[0]!, 2)).toEqual([1, 1]);
  });
});

describe('booking_overview (the staff’s bookings screen in one call)', () => {
  interface Overview {
    cells: { location_id: string; cycles: [number, number, number][] }[];
    bookings: {
      id: string;
      location_id: string;
      status: string;
      lead_id: string | null;
      campaign: { reference: string } | null;
      lead: { email: string } | null;
    }[];
  }
  const grid = () => [addDays(starts[0]!, -28), ...starts];

  it('counts the slots held per board and cycle as the screen did from the bookings: open requests and confirmed ones, in every cycle they run', async () => {
    // A request whose hold has lapsed holds nothing, though the schedule has not marked it yet.
    const lapsed = await newLead();
    expect((await requestBookings(lapsed, [OXFORD], starts[1]!, 2)).error).toBeNull();
    await service
      .from('bookings')
      .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('lead_id', lapsed);
    const cycles = grid();
    const { data, error } = await admin.rpc('booking_overview', { p_first: cycles[0]!, p_cycles: cycles.length, p_status: 'requested' });
    expect(error).toBeNull();
    const answer = data as unknown as Overview;
    const counted = new Map<string, { requested: number; confirmed: number }>();
    for (const { location_id, cycles: held } of answer.cells)
      for (const [g, requested, confirmed] of held) counted.set(`${location_id}|${cycles[g]}`, { requested, confirmed });
    const all = (await service.from('bookings').select('location_id, starts_on, cycles, status, expires_at')).data!;
    expect(counted).toEqual(slotsByCycle(all, cycles, new Date()));
    expect(counted.get(`${OXFORD}|${starts[1]}`)?.requested ?? 0).toBe(0);
    expect(counted.get(`${DUNDAS}|${starts[0]}`)).toEqual({ requested: 1, confirmed: 5 });
  });

  it('answers the list the bookings of its status (every open request whatever its dates), and every one of the lead it is narrowed to', async () => {
    const cycles = grid();
    const args = { p_first: cycles[0]!, p_cycles: cycles.length };
    const end = addDays(cycles[cycles.length - 1]!, 28);
    const earliest = addDays(cycles[0]!, -12 * 28);
    const window = `and(starts_on.gte.${earliest},starts_on.lt.${end})`;
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
    const read = async (p_status: string, p_lead?: string) => (await admin.rpc('booking_overview', { ...args, p_status, p_lead })).data as unknown as Overview;

    const requested = await read('requested');
    expect(ids(requested.bookings)).toEqual(ids((await service.from('bookings').select('id').eq('status', 'requested')).data!));
    const confirmed = await read('confirmed');
    expect(ids(confirmed.bookings)).toEqual(ids((await service.from('bookings').select('id').eq('status', 'confirmed').or(window)).data!));
    const all = await read('all');
    expect(ids(all.bookings)).toEqual(ids((await service.from('bookings').select('id').or(`status.eq.requested,${window}`)).data!));
    expect(all.bookings.every((r) => r.campaign?.reference.startsWith('C-'))).toBe(true);
    expect(all.bookings.find((r) => r.id === 'e0000000-0000-4000-8000-000000000006')?.lead).toMatchObject({ email: 'priya.raman@example.com' });
    // Narrowed to Priya Raman's lead, her request is listed whatever the status asked.
    const hers = await read('confirmed', 'd0000000-0000-4000-8000-000000000001');
    expect(hers.bookings.map((r) => r.id)).toContain('e0000000-0000-4000-8000-000000000006');
  });

  it('answers the admin alone: a non-admin gets nothing, anon is refused', async () => {
    const args = { p_first: starts[0]!, p_cycles: 3, p_status: 'all' };
    expect((await user.rpc('booking_overview', args)).data).toEqual({ cells: [], bookings: [] });
    expect((await anon.rpc('booking_overview', args)).error?.code).toBe('42501');
  });
});

describe('booking_cell_campaigns (a cell of the grid, opened)', () => {
  it('lists the campaigns holding the cell’s slots with their advertiser, to the admin alone', async () => {
    const args = { p_location: DUNDAS, p_cycle_start: starts[0]! };
    const { data, error } = await admin.rpc('booking_cell_campaigns', args);
    expect(error).toBeNull();
    const rows = data as unknown as { booking_status: string; campaign: { id: string; reference: string; advertiser: { company: string | null } | null } }[];
    const held = (await service.from('bookings').select('campaign_id, status, expires_at, starts_on, cycles').eq('location_id', DUNDAS)).data!;
    const expected = slotsByCycle(
      held.map((b) => ({ ...b, location_id: DUNDAS })),
      [starts[0]!],
      new Date(),
    ).get(`${DUNDAS}|${starts[0]}`)!;
    expect(rows.filter((r) => r.booking_status === 'requested')).toHaveLength(expected.requested);
    expect(rows.filter((r) => r.booking_status === 'confirmed')).toHaveLength(expected.confirmed);
    expect(rows.every((r) => r.campaign.reference.startsWith('C-') && r.campaign.advertiser !== null)).toBe(true);
    expect((await user.rpc('booking_cell_campaigns', args)).data).toEqual([]);
    expect((await anon.rpc('booking_cell_campaigns', args)).error?.code).toBe('42501');
  });
});

describe('board_availability', () => {
  it('gives anon the free slots of every active board by cycle, and nothing about who booked', async () => {
    const { data, error } = await anon.rpc('board_availability', { p_from: starts[0], p_cycles: 3 });
    expect(error).toBeNull();
    const rows = data as Record<string, unknown>[];
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['cycle_start', 'free_slots', 'location_id']);
    const ids = new Set(rows.map((r) => r.location_id));
    expect(ids.has(ST_THOMAS_INACTIVE)).toBe(false);
    const active = await anon.from('billboard_locations').select('id');
    expect(ids).toEqual(new Set((active.data as { id: string }[]).map((r) => r.id)));
    expect(rows.filter((r) => r.location_id === DUNDAS).map((r) => [r.cycle_start, r.free_slots])).toEqual([
      [starts[0], 0],
      [starts[1], 0],
      [starts[2], 3],
    ]);
    // Oxford St: 4 spots, three sales of 3, 4 and 6 cycles.
    expect(await freeSlots(OXFORD, starts[0]!, 7)).toEqual([1, 1, 1, 2, 3, 3, 4]);
  });

  it('starts at the first cycle start on or after the given day', async () => {
    const { data } = await anon.rpc('board_availability', { p_from: addDays(starts[0]!, 1), p_cycles: 1 });
    expect(new Set((data as { cycle_start: string }[]).map((r) => r.cycle_start))).toEqual(new Set([starts[1]]));
  });

  it('covers 1 to 13 cycles', async () => {
    expect((await anon.rpc('board_availability', { p_from: starts[0], p_cycles: 13 })).error).toBeNull();
    expectRefused((await anon.rpc('board_availability', { p_from: starts[0], p_cycles: 14 })).error, 'booking_cycles_range');
    expectRefused((await anon.rpc('board_availability', { p_from: starts[0], p_cycles: 0 })).error, 'booking_cycles_range');
  });
});

describe('capacity', () => {
  it('fills a board to its loop, then refuses one more, naming the board and the cycle', async () => {
    const board = await newBoard(3);
    for (let i = 0; i < 3; i++) {
      const { error } = await phoneSale([board.id], starts[1]!, 1);
      expect(error).toBeNull();
    }
    const { error } = await phoneSale([board.id], starts[0]!, 3);
    // The cycle in words, as the staff read it, never an ISO date.
    expectRefused(error, 'booking_full', `No free slot left on ${board.name} for the cycle starting ${formatDay(starts[1]!)}.`);
    expect(await freeSlots(board.id, starts[0]!, 3)).toEqual([3, 0, 3]);
    // Through the contact function's path too.
    const lead = await newLead();
    expect((await requestBookings(lead, [board.id], starts[1]!, 1)).data).toEqual([board.id]);
  });

  it('counts a confirmation against the loop again: a request whose hold lapsed cannot be confirmed over a full cycle', async () => {
    const board = await newBoard(1);
    const lead = await newLead();
    expect((await requestBookings(lead, [board.id], starts[0]!, 1)).data).toEqual([]);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await service.from('bookings').update({ expires_at: past }).eq('lead_id', lead)).error).toBeNull();
    expect((await phoneSale([board.id], starts[0]!, 1)).error).toBeNull();
    const back = await admin.rpc('confirm_campaign', { p_campaign: await campaignOf(lead) });
    expectRefused(back.error, 'booking_full');
    // Refused as a whole: the campaign is still a request.
    expect((await admin.from('campaigns').select('status').eq('lead_id', lead).single()).data).toEqual({ status: 'requested' });
  });

  it('lets an expired request free its slot without anyone acting', async () => {
    const board = await newBoard(1);
    const [early, late] = [await newLead(), await newLead()];
    expect((await requestBookings(early, [board.id], starts[0]!, 2)).data).toEqual([]);
    expect((await requestBookings(late, [board.id], starts[1]!, 1)).data).toEqual([board.id]);
    expect(await freeSlots(board.id, starts[0]!, 2)).toEqual([0, 0]);

    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await service.from('bookings').update({ expires_at: past }).eq('lead_id', early)).error).toBeNull();
    expect(await freeSlots(board.id, starts[0]!, 2)).toEqual([1, 1]);
    expect((await requestBookings(late, [board.id], starts[1]!, 1)).data).toEqual([]);
    const { data } = await service.from('bookings').select('lead_id, status').eq('location_id', board.id).order('created_at');
    expect(data).toEqual([
      { lead_id: early, status: 'expired' },
      { lead_id: late, status: 'requested' },
    ]);
  });

  it('stores a request all or nothing, and names the boards that are no longer free', async () => {
    const [full, free, alsoFull] = [await newBoard(1), await newBoard(2), await newBoard(1)];
    for (const board of [full, alsoFull]) {
      expect((await phoneSale([board.id], starts[2]!, 1)).error).toBeNull();
    }
    const lead = await newLead();
    const { data, error } = await requestBookings(lead, [free.id, full.id, alsoFull.id], starts[0]!, 3);
    expect(error).toBeNull();
    expect(new Set(data as string[])).toEqual(new Set([full.id, alsoFull.id]));
    expect((await service.from('bookings').select('id').eq('lead_id', lead)).data).toEqual([]);

    // Without the full boards, it is stored; the same request again stores nothing twice.
    expect((await requestBookings(lead, [free.id, free.id], starts[0]!, 3)).data).toEqual([]);
    expect((await requestBookings(lead, [free.id], starts[0]!, 3)).data).toEqual([]);
    expect(await liveBookings(free.id)).toEqual([{ lead_id: lead, status: 'requested', starts_on: starts[0], cycles: 3 }]);
  });

  it('gives the last slot to one of two simultaneous requests, and the other is told the board is full', async () => {
    const board = await newBoard(1);
    const leads = [await newLead(), await newLead()];
    const answers = await Promise.all(leads.map((lead) => requestBookings(lead, [board.id], starts[0]!, 1)));
    expect(answers.map((a) => a.error)).toEqual([null, null]);
    expect(answers.map((a) => (a.data as string[]).length).sort()).toEqual([0, 1]);
    const stored = await liveBookings(board.id);
    expect(stored).toHaveLength(1);
    const winner = leads[answers.findIndex((a) => (a.data as string[]).length === 0)];
    expect(stored[0]!.lead_id).toBe(winner);
  });

  it('refuses a request for an inactive or unknown board', async () => {
    const inactive = await newBoard(2, false);
    const lead = await newLead();
    expectRefused((await requestBookings(lead, [inactive.id], starts[0]!, 1)).error, 'booking_board_unavailable');
    expectRefused((await requestBookings(lead, [randomUUID()], starts[0]!, 1)).error, 'booking_board_unavailable');
    expectRefused((await requestBookings(lead, [], starts[0]!, 1)).error, 'booking_no_boards');
    expectRefused((await requestBookings(randomUUID(), [OXFORD], starts[0]!, 1)).error, 'booking_lead_missing');
  });
});

describe('the dates of a booking', () => {
  it('refuses a start that is not a cycle start, more than 13 cycles, or a cycle already begun', async () => {
    const lead = await newLead();
    const board = await newBoard(6);
    const notAStart = addDays(starts[1]!, 7);
    expectRefused((await requestBookings(lead, [board.id], notAStart, 1)).error, 'booking_not_cycle_start', `${notAStart} is not a cycle start`);
    expectRefused((await requestBookings(lead, [board.id], starts[0]!, 14)).error, 'booking_cycles_range', 'A booking runs for 1 to 13 cycles, not 14.');
    expectRefused((await requestBookings(lead, [board.id], starts[0]!, 0)).error, 'booking_cycles_range');
    const begun = addDays(cycleStartOnOrAfter(new Date(), site.bookingCycles), -28);
    expectRefused((await requestBookings(lead, [board.id], begun, 1)).error, 'booking_past_cycle', `The cycle starting ${begun} has already begun`);
    expect((await requestBookings(lead, [board.id], starts[0]!, 13)).data).toEqual([]);
  });

  it('holds for the admin\u2019s own bookings too', async () => {
    const board = await newBoard(6);
    const insert = (startsOn: string, cycles: number) => phoneSale([board.id], startsOn, cycles);
    expectRefused((await insert(addDays(starts[0]!, 1), 1)).error, 'booking_not_cycle_start');
    expectRefused((await insert(starts[0]!, 14)).error, 'booking_cycles_range');
    expectRefused((await insert(addDays(cycleStartOnOrAfter(new Date(), site.bookingCycles), -28), 1)).error, 'booking_past_cycle');
  });
});
