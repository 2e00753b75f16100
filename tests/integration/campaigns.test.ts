// Advertisers and campaigns through the API (supabase-js over HTTP): who may
// read them and change them, every change of state from every state, the
// price each booking was sold at, extensions that race for a last slot, and
// merging two advertisers. Runs on PGlite and on the real PostgreSQL pass,
// where the simultaneous calls really overlap.
import { randomUUID } from 'node:crypto';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { bookingPrice, bookingTotalCents, cycleEnd, formatDay, nextCycleStarts, torontoDate } from '../../supabase/functions/_shared/booking-cycles';
import { BOARD, PRICING } from '../../supabase/functions/_shared/business-rules';
import type { Database } from '../../src/types/database';
import { anonClient, campaignEndsOn, createUser, newBoard, newLead, resetBackend, runScheduledJob, serviceClient, signInAsAdmin } from './helpers';

type CampaignStatus = Database['public']['Enums']['campaign_status'];
type Action = 'confirm_campaign' | 'decline_campaign' | 'cancel_campaign' | 'mark_campaign_live' | 'complete_campaign';

let admin: SupabaseClient<Database>;
let adminId: string;
let service: SupabaseClient<Database>;
let starts: string[];
let advertiser: string;

beforeAll(async () => {
  await resetBackend();
  const signedIn = await signInAsAdmin();
  admin = signedIn.client as SupabaseClient<Database>;
  adminId = signedIn.user.id;
  service = serviceClient() as SupabaseClient<Database>;
  starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
  advertiser = await newAdvertiser('Campaign Tests Inc');
});

async function newAdvertiser(company: string): Promise<string> {
  const { data, error } = await admin
    .from('advertisers')
    .insert({ company, contact_name: 'Alex Test', email: `adv-${randomUUID()}@example.com` })
    .select('id')
    .single();
  if (error) throw new Error(`creating an advertiser failed: ${error.message}`);
  return data.id;
}

async function phoneSale(locationIds: string[], startsOn: string, cycles: number, client = admin, who = advertiser) {
  return client.rpc('create_phone_sale', { p_advertiser: who, p_location_ids: locationIds, p_starts_on: startsOn, p_cycles: cycles });
}

async function sold(locationIds: string[], startsOn: string, cycles: number, who = advertiser): Promise<string> {
  const { data, error } = await phoneSale(locationIds, startsOn, cycles, admin, who);
  if (error) throw new Error(`phone sale failed: ${error.message}`);
  return data;
}

/** A prospect's request, stored as the contact function stores it; returns its campaign. */
async function requested(locationId: string, startsOn: string, cycles: number, email?: string): Promise<string> {
  const lead = await newLead({ email, company: 'Requesting Co' });
  const { data, error } = await service.rpc('request_bookings', { p_lead_id: lead, p_location_ids: [locationId], p_starts_on: startsOn, p_cycles: cycles });
  if (error || data?.length) throw new Error(`request failed: ${error?.message ?? 'board full'}`);
  const campaign = await service.from('campaigns').select('id').eq('lead_id', lead).single();
  return campaign.data!.id;
}

async function statusOf(campaign: string): Promise<CampaignStatus> {
  const { data } = await service.from('campaigns').select('status').eq('id', campaign).single();
  return data!.status;
}

async function freeSlots(locationId: string, from: string, cycles: number): Promise<number[]> {
  const { data, error } = await anonClient().rpc('board_availability', { p_from: from, p_cycles: cycles });
  if (error) throw new Error(error.message);
  return (data as { location_id: string; free_slots: number }[]).filter((r) => r.location_id === locationId).map((r) => r.free_slots);
}

function expectRefused(error: PostgrestError | null, details: string, message?: string | RegExp): void {
  expect(error, 'the call should be refused').not.toBeNull();
  expect(error!.code).toBe('P0001');
  expect(error!.details).toBe(details);
  if (message) expect(error!.message).toMatch(message);
}

const act = (action: Action, campaign: string, client: SupabaseClient<Database> = admin) => client.rpc(action, { p_campaign: campaign, p_reason: 'Test' });

/** A campaign in the given state, reached the way the staff and the schedule reach it. */
async function campaignIn(state: CampaignStatus, board: string): Promise<string> {
  switch (state) {
    case 'requested':
      return requested(board, starts[2]!, 1);
    case 'expired': {
      const id = await requested(board, starts[2]!, 1);
      await service
        .from('bookings')
        .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .eq('campaign_id', id);
      expect(await runScheduledJob('campaign-lifecycle')).toMatchObject({ ok: true });
      return id;
    }
    case 'declined':
    case 'cancelled': {
      const id = await requested(board, starts[2]!, 1);
      expect((await act(state === 'declined' ? 'decline_campaign' : 'cancel_campaign', id)).error).toBeNull();
      return id;
    }
    default: {
      const id = await sold([board], starts[2]!, 1);
      if (state === 'live' || state === 'completed') expect((await act('mark_campaign_live', id)).error).toBeNull();
      if (state === 'completed') expect((await act('complete_campaign', id)).error).toBeNull();
      return id;
    }
  }
}

describe('who may see and change advertisers and campaigns', () => {
  it('anon and a signed-in non-admin read nothing and change nothing; the admin reads all', async () => {
    const campaign = await sold([(await newBoard(3)).id], starts[1]!, 1);
    const { client: user } = await createUser();
    for (const client of [anonClient(), user] as SupabaseClient<Database>[]) {
      const reads = [
        client.from('advertisers').select('id'),
        client.from('campaigns').select('id'),
        client.from('campaign_events').select('id'),
        client.from('campaign_summaries').select('id'),
      ];
      for (const { data } of await Promise.all(reads)) expect(data ?? []).toEqual([]);
      expect((await client.from('advertisers').insert({ contact_name: 'Intruder', email: `x-${randomUUID()}@example.com` })).error?.code).toBe('42501');
      expect((await client.from('campaigns').update({ name: 'Renamed' }).eq('id', campaign).select('id')).data ?? []).toEqual([]);
      for (const action of ['cancel_campaign', 'mark_campaign_live'] as const) {
        expect((await act(action, campaign, client)).error?.code).toBe('42501');
      }
      expect((await phoneSale([(await newBoard(2)).id], starts[1]!, 1, client)).error?.code).toBe('42501');
      expect((await client.rpc('merge_advertisers', { p_keep: advertiser, p_merge: advertiser })).error?.code).toBe('42501');
    }
    expect(await statusOf(campaign)).toBe('confirmed');
    // The status is the functions' alone, even for the admin.
    expect((await admin.from('campaigns').update({ status: 'cancelled' }).eq('id', campaign)).error?.code).toBe('42501');
    expect((await admin.from('campaigns').update({ name: 'Renamed by the staff' }).eq('id', campaign)).error).toBeNull();
    expect((await admin.from('campaign_summaries').select('name, status').eq('id', campaign).single()).data).toEqual({
      name: 'Renamed by the staff',
      status: 'confirmed',
    });
  });
});

describe('changes of state', () => {
  const ACTIONS: Record<Action, CampaignStatus> = {
    confirm_campaign: 'confirmed',
    decline_campaign: 'declined',
    cancel_campaign: 'cancelled',
    mark_campaign_live: 'live',
    complete_campaign: 'completed',
  };
  const ALLOWED: Record<CampaignStatus, Action[]> = {
    requested: ['confirm_campaign', 'decline_campaign', 'cancel_campaign'],
    confirmed: ['mark_campaign_live', 'cancel_campaign'],
    live: ['complete_campaign', 'cancel_campaign'],
    completed: [],
    declined: [],
    cancelled: [],
    expired: [],
  };

  it('allows each state only its next states, records each change with who and why, and refuses the rest unchanged', async () => {
    const board = (await newBoard(20)).id;
    for (const [state, allowed] of Object.entries(ALLOWED) as [CampaignStatus, Action[]][]) {
      const fixed = await campaignIn(state, board);
      expect(await statusOf(fixed)).toBe(state);
      for (const action of Object.keys(ACTIONS) as Action[]) {
        if (allowed.includes(action)) {
          const fresh = await campaignIn(state, board);
          const { error } = await act(action, fresh);
          expect(error, `${state} --${action}-->`).toBeNull();
          expect(await statusOf(fresh)).toBe(ACTIONS[action]);
          const { data: events } = await admin.from('campaign_events').select('actor_id, from_status, to_status, reason').eq('campaign_id', fresh).order('id');
          expect(events!.at(-1)).toEqual({ actor_id: adminId, from_status: state, to_status: ACTIONS[action], reason: 'Test' });
        } else {
          const { error } = await act(action, fixed);
          expect(error?.details).toBe('campaign_transition');
          expect(error!.message).toBe(`${/^[aeiou]/.test(state) ? 'An' : 'A'} ${state} campaign cannot become ${ACTIONS[action]}.`);
          expect(await statusOf(fixed)).toBe(state);
        }
      }
    }
  });

  it('a refusal says "a" or "an" by the state’s word', async () => {
    const board = (await newBoard(5)).id;
    const expired = await campaignIn('expired', board);
    const declined = await campaignIn('declined', board);
    const refusal = async (call: PromiseLike<{ error: PostgrestError | null }>) => (await call).error?.message;
    expect(await refusal(act('confirm_campaign', expired))).toBe('An expired campaign cannot become confirmed.');
    expect(await refusal(act('confirm_campaign', declined))).toBe('A declined campaign cannot become confirmed.');
    const extend = (id: string) => admin.rpc('extend_campaign', { p_campaign: id, p_ends_on: cycleEnd(starts[2]!, 1), p_cycles: 1, p_reason: 'Test' });
    expect(await refusal(extend(expired))).toBe('An expired campaign cannot be extended.');
    expect(await refusal(extend(declined))).toBe('A declined campaign cannot be extended.');
  });

  it('a new request makes a campaign for the lead’s advertiser, named after it and the start, with a requested event', async () => {
    const email = `Mixed.Case-${randomUUID()}@Example.com`;
    const campaign = await requested((await newBoard(3)).id, starts[3]!, 2, email);
    const { data } = await admin.from('campaigns').select('name, status, advertisers(email, company)').eq('id', campaign).single();
    expect(data).toMatchObject({ status: 'requested', advertisers: { email, company: 'Requesting Co' } });
    const [y, m, d] = starts[3]!.split('-').map(Number) as [number, number, number];
    expect(data!.name).toBe(
      `Requesting Co, ${new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`,
    );
    // The same person again, in another case: the same advertiser.
    const again = await requested((await newBoard(3)).id, starts[3]!, 1, email.toLowerCase());
    const both = await admin.from('campaigns').select('advertiser_id').in('id', [campaign, again]);
    expect(new Set(both.data!.map((r) => r.advertiser_id)).size).toBe(1);
    const events = await admin.from('campaign_events').select('action, to_status, actor_id').eq('campaign_id', campaign);
    expect(events.data).toEqual([{ action: 'requested', to_status: 'requested', actor_id: null }]);
  });

  it('the schedule expires a request whose hold lapsed and frees its slot', async () => {
    const board = (await newBoard(1)).id;
    const campaign = await campaignIn('expired', board);
    expect(await statusOf(campaign)).toBe('expired');
    expect((await service.from('bookings').select('status').eq('campaign_id', campaign)).data).toEqual([{ status: 'expired' }]);
    expect(await freeSlots(board, starts[2]!, 1)).toEqual([1]);
  });
});

describe('cancel, extend and move', () => {
  it('cancelling frees the slots of cycles not yet begun', async () => {
    const board = (await newBoard(1)).id;
    const campaign = await sold([board], starts[1]!, 3);
    expect(await freeSlots(board, starts[1]!, 3)).toEqual([0, 0, 0]);
    expect((await act('cancel_campaign', campaign)).error).toBeNull();
    expect(await freeSlots(board, starts[1]!, 3)).toEqual([1, 1, 1]);
    expect((await admin.from('bookings').select('status, cycles').eq('campaign_id', campaign)).data).toEqual([{ status: 'cancelled', cycles: 3 }]);
  });

  it('an extension adds cycles when free, and otherwise names the board and the cycle in words', async () => {
    const boardRow = await newBoard(1);
    const campaign = await sold([boardRow.id], starts[1]!, 1);
    expect(
      (await admin.rpc('extend_campaign', { p_campaign: campaign, p_ends_on: cycleEnd(starts[1]!, 1), p_cycles: 2, p_reason: 'Asked for more' })).error,
    ).toBeNull();
    expect((await admin.from('bookings').select('cycles').eq('campaign_id', campaign)).data).toEqual([{ cycles: 3 }]);
    await sold([boardRow.id], starts[4]!, 1, advertiser);
    const { error } = await admin.rpc('extend_campaign', {
      p_campaign: campaign,
      p_ends_on: cycleEnd(starts[1]!, 3),
      p_cycles: 1,
      p_reason: null as unknown as string,
    });
    expectRefused(error, 'booking_full', `No free slot left on ${boardRow.name} for the cycle starting ${formatDay(starts[4]!)}.`);
    expect((await admin.from('bookings').select('cycles').eq('campaign_id', campaign)).data).toEqual([{ cycles: 3 }]);
    const events = await admin.from('campaign_events').select('action, details').eq('campaign_id', campaign).eq('action', 'extended');
    expect(events.data).toEqual([{ action: 'extended', details: { cycles: 2 } }]);
  });

  it('two staff extending the same campaign into the last slot at once: one wins, the other is told the campaign changed', async () => {
    const board = (await newBoard(2)).id;
    const campaign = await sold([board], starts[1]!, 1);
    await sold([board], starts[2]!, 1); // one slot left in the second cycle
    await sold([board], starts[3]!, 1);
    await sold([board], starts[3]!, 1); // the third is full
    const second = (await signInAsAdmin()).client as SupabaseClient<Database>;
    const ends = cycleEnd(starts[1]!, 1);
    const answers = await Promise.all(
      [admin, second].map((client) => client.rpc('extend_campaign', { p_campaign: campaign, p_ends_on: ends, p_cycles: 1, p_reason: 'Race' })),
    );
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    // The second finds the end it named moved before it reaches the board.
    expectRefused(answers.find((a) => a.error)!.error, 'campaign_changed');
    expect((await admin.from('bookings').select('cycles').eq('campaign_id', campaign)).data).toEqual([{ cycles: 2 }]);
    expect(await freeSlots(board, starts[1]!, 3)).toEqual([1, 0, 0]);
  });

  it('two campaigns extending into one last slot at once: one wins', async () => {
    const board = (await newBoard(2)).id;
    const [a, b] = [await sold([board], starts[1]!, 1), await sold([board], starts[1]!, 1)];
    await sold([board], starts[2]!, 1);
    const ends = cycleEnd(starts[1]!, 1);
    const answers = await Promise.all([a, b].map((id) => admin.rpc('extend_campaign', { p_campaign: id, p_ends_on: ends, p_cycles: 1, p_reason: 'Race' })));
    expect(answers.filter((x) => x.error === null)).toHaveLength(1);
    expectRefused(answers.find((x) => x.error)!.error, 'booking_full');
    expect(await freeSlots(board, starts[1]!, 2)).toEqual([0, 0]);
  });

  it('an extension names the end it extends from, and is refused in words when the campaign changed since', async () => {
    const board = (await newBoard(3)).id;
    const campaign = await sold([board], starts[1]!, 1);
    const seen = await campaignEndsOn(admin, campaign);
    expect(seen).toBe(cycleEnd(starts[1]!, 1));
    // Someone else extends it first, from the same end.
    expect((await admin.rpc('extend_campaign', { p_campaign: campaign, p_ends_on: seen!, p_cycles: 1, p_reason: 'First' })).error).toBeNull();
    const { error } = await admin.rpc('extend_campaign', { p_campaign: campaign, p_ends_on: seen!, p_cycles: 1, p_reason: 'Stale' });
    expect(error?.details).toBe('campaign_changed');
    expect(error!.message).toBe(
      `This campaign was changed by someone else since you opened it: it now ends ${formatDay(cycleEnd(starts[1]!, 2))}. Reload to see the change.`,
    );
    expect((await admin.from('bookings').select('cycles').eq('campaign_id', campaign)).data).toEqual([{ cycles: 2 }]);
    const events = await admin.from('campaign_events').select('reason').eq('campaign_id', campaign).eq('action', 'extended');
    expect(events.data).toEqual([{ reason: 'First' }]);
    // From the end it has now, it extends.
    const now = await campaignEndsOn(admin, campaign);
    expect((await admin.rpc('extend_campaign', { p_campaign: campaign, p_ends_on: now!, p_cycles: 1, p_reason: 'Reloaded' })).error).toBeNull();
    expect((await admin.from('bookings').select('cycles').eq('campaign_id', campaign)).data).toEqual([{ cycles: 3 }]);
  });

  it('a move refused for a campaign that never began says why in its terms', async () => {
    const board = (await newBoard(6)).id;
    /** The day (in Toronto, in words) the campaign came to its state. */
    const dayOf = async (campaign: string, state: CampaignStatus) => {
      const { data } = await admin
        .from('campaign_events')
        .select('occurred_at')
        .eq('campaign_id', campaign)
        .eq('to_status', state)
        .neq('from_status', state)
        .order('id', { ascending: false })
        .limit(1)
        .single();
      return formatDay(torontoDate(new Date(data!.occurred_at)));
    };
    const move = async (campaign: string) => (await admin.rpc('move_campaign', { p_campaign: campaign, p_starts_on: starts[5]!, p_reason: 'Later' })).error;
    const why: [CampaignStatus, (day: string) => string][] = [
      ['declined', (day) => `This campaign never began: it was declined on ${day}, so there is nothing to move.`],
      ['expired', (day) => `This campaign never began: the request expired on ${day} before it was confirmed, so there is nothing to move.`],
      ['cancelled', (day) => `This campaign never began: it was cancelled on ${day}, so there is nothing to move.`],
      ['live', (day) => `This campaign went live on ${day}: only a campaign that has not begun can be moved.`],
    ];
    for (const [state, words] of why) {
      const campaign = await campaignIn(state, board);
      const error = await move(campaign);
      expect(error?.details, state).toBe('campaign_transition');
      expect(error!.message).toBe(words(await dayOf(campaign, state)));
    }
  });

  it('moving changes the start of every board together, under the same rule', async () => {
    const [one, full] = [await newBoard(2), await newBoard(1)];
    const campaign = await sold([one.id, full.id], starts[1]!, 1);
    await sold([full.id], starts[3]!, 1);
    expectRefused((await admin.rpc('move_campaign', { p_campaign: campaign, p_starts_on: starts[3]!, p_reason: 'Later' })).error, 'booking_full', full.name);
    expect((await admin.rpc('move_campaign', { p_campaign: campaign, p_starts_on: starts[2]!, p_reason: 'Later' })).error).toBeNull();
    const rows = await admin.from('bookings').select('starts_on').eq('campaign_id', campaign);
    expect(rows.data!.map((r) => r.starts_on)).toEqual([starts[2], starts[2]]);
    expect(await freeSlots(full.id, starts[1]!, 1)).toEqual([1]);
  });
});

describe('prices', () => {
  it('each booking records the estimate’s price and length rate; the campaign’s total is derived from them', async () => {
    const rated = await newBoard(3, true, 1650);
    const unrated = await newBoard(3);
    const campaign = await sold([rated.id, unrated.id], starts[1]!, 3);
    const { data } = await admin.from('bookings').select('location_id, price_per_cycle_cents, discount_bp, price_fixed_at').eq('campaign_id', campaign);
    const range = { low: BOARD.ratePerCycle.min, high: BOARD.ratePerCycle.max };
    const expected = [rated, unrated].map((_, i) => bookingPrice({ rate_per_cycle: i === 0 ? 1650 : null }, 3, PRICING.durationRates, range));
    for (const [i, board] of [rated, unrated].entries()) {
      const row = data!.find((r) => r.location_id === board.id)!;
      expect({ pricePerCycleCents: row.price_per_cycle_cents, discountBp: row.discount_bp }).toEqual(expected[i]);
      expect(row.price_fixed_at).not.toBeNull();
    }
    const summary = await admin.from('campaign_summaries').select('total_cents, boards').eq('id', campaign).single();
    expect(summary.data).toEqual({ boards: 2, total_cents: expected.reduce((sum, p) => sum + bookingTotalCents(p, 3), 0) });
  });

  it('the staff override a price only with a reason, and the override is recorded', async () => {
    const campaign = await sold([(await newBoard(3, true, 2000)).id], starts[1]!, 1);
    const booking = (await admin.from('bookings').select('id').eq('campaign_id', campaign).single()).data!.id;
    expectRefused((await admin.rpc('set_booking_price', { p_booking: booking, p_price_per_cycle_cents: 150000, p_reason: ' ' })).error, 'price_reason_missing');
    expect((await admin.rpc('set_booking_price', { p_booking: booking, p_price_per_cycle_cents: 150000, p_reason: 'Loyal customer' })).error).toBeNull();
    expect((await admin.from('campaign_summaries').select('total_cents').eq('id', campaign).single()).data).toEqual({ total_cents: 150000 });
    const events = await admin.from('campaign_events').select('reason, details').eq('campaign_id', campaign).eq('action', 'price_set');
    expect(events.data).toEqual([{ reason: 'Loyal customer', details: { booking_id: booking, from_cents: 200000, to_cents: 150000 } }]);
  });
});

describe('merging advertisers', () => {
  it('moves every lead and campaign to the one kept, fills its gaps and loses nothing', async () => {
    const keepEmail = `keep-${randomUUID()}@example.com`;
    const mergeEmail = `merge-${randomUUID()}@example.com`;
    const board = (await newBoard(6)).id;
    const keptCampaign = await requested(board, starts[1]!, 1, keepEmail);
    const mergedCampaign = await requested(board, starts[1]!, 1, mergeEmail);
    const ids = async (email: string) => (await admin.from('advertisers').select('id').eq('email', email).single()).data!.id;
    const [keep, merge] = [await ids(keepEmail), await ids(mergeEmail)];
    await admin.from('advertisers').update({ phone: '519-555-0199', notes: 'Met at the trade show.' }).eq('id', merge);
    const sale = await sold([board], starts[2]!, 1, merge);

    expectRefused((await admin.rpc('merge_advertisers', { p_keep: keep, p_merge: keep })).error, 'advertiser_merge_same');
    expect((await admin.rpc('merge_advertisers', { p_keep: keep, p_merge: merge })).error).toBeNull();

    const kept = await admin.from('advertisers').select('email, phone, notes, campaigns(id), contact_inquiries(id)').eq('id', keep).single();
    expect(kept.data).toMatchObject({ email: keepEmail, phone: '519-555-0199', notes: 'Met at the trade show.' });
    expect(new Set(kept.data!.campaigns.map((c) => c.id))).toEqual(new Set([keptCampaign, mergedCampaign, sale]));
    expect(kept.data!.contact_inquiries).toHaveLength(2);
    expect((await admin.from('advertisers').select('id').eq('id', merge)).data).toEqual([]);
    const merged = await admin.from('campaign_events').select('action').eq('campaign_id', sale).eq('action', 'merged');
    expect(merged.data).toHaveLength(1);
  });
});
