// A plan with dates sent through the contact function: the lead and its
// requested bookings are stored in one transaction; a board that filled up
// meanwhile answers 409 naming it, with the lead kept; the prospect's receipt
// quotes only the boards and dates; the staff's decision reaches the prospect.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { addDays, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { BOOKING } from '../../supabase/functions/_shared/business-rules';
import {
  anonClient,
  backendUrl,
  LOCAL_ANON_KEY,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  signInAsAdmin,
  uploadArtworkAsVisitor,
} from './helpers';

const OXFORD = 'c0000000-0000-4000-8000-000000000002';
const DUNDAS = 'c0000000-0000-4000-8000-000000000004';
const WELLINGTON = 'c0000000-0000-4000-8000-000000000001';
const FUNCTION = () => `${backendUrl()}/functions/v1/send-contact-email`;

let starts: string[];

function inquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Rosa Marin',
    email: `rosa+${randomUUID()}@marin-bistro.ca`,
    company: 'Marin Bistro',
    phone: '519-555-0142',
    message: 'Visit https://spam.example now! Two boards for our opening.',
    source: 'campaign-plan',
    idempotency_key: randomUUID(),
    ...overrides,
  };
}

function send(body: Record<string, unknown>, headers: Record<string, string> = {}, url: string = FUNCTION()): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function bookingsOf(email: string) {
  const service = serviceClient();
  const { data: leads } = await service.from('contact_inquiries').select('id, requested_starts_on, requested_cycles').eq('email', email);
  const ids = (leads ?? []).map((l) => l.id as string);
  const { data: bookings } = ids.length ? await service.from('bookings').select('id, location_id, starts_on, cycles, status').in('lead_id', ids) : { data: [] };
  return { leads: leads ?? [], bookings: bookings ?? [] };
}

beforeEach(async () => {
  await resetBackend();
  starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
});

describe('a plan with dates through the contact function', () => {
  it('stores the lead and a requested booking per board, answers with the hold, and sends a receipt that quotes only boards and dates', async () => {
    const body = inquiry({ location_ids: [WELLINGTON, OXFORD], booking: { starts_on: starts[4], cycles: 2 } });
    const res = await send(body);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { id: string; booking: { expires_at: string } };
    expect(new Date(answer.booking.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const { leads, bookings } = await bookingsOf(body.email);
    expect(leads).toEqual([{ id: answer.id, requested_starts_on: starts[4], requested_cycles: 2 }]);
    expect(bookings.map((b) => [b.location_id, b.starts_on, b.cycles, b.status]).sort()).toEqual(
      [
        [OXFORD, starts[4], 2, 'requested'],
        [WELLINGTON, starts[4], 2, 'requested'],
      ].sort(),
    );

    const outbox = await readOutbox();
    const receipt = outbox.find((m) => m.to === body.email);
    expect(receipt?.subject).toBe('Your booking request with London Digital Billboards');
    expect(receipt?.text).toContain('London — Oxford St W at Hyde Park Rd');
    expect(receipt?.text).toMatch(/We hold these dates for you until/);
    expect(receipt?.text).toContain(site.address.streetAddress);
    // Nothing the visitor typed: not the message, the name or the company.
    for (const typed of ['spam.example', 'Rosa', 'Marin Bistro']) expect(receipt!.html + receipt!.text).not.toContain(typed);

    const staff = outbox.find((m) => m.replyTo === body.email);
    expect(staff?.text).toMatch(/Requested dates: .*\(2 cycles\)/);
  });

  it('a sold-out board answers 409 naming it; the lead is kept; sending without the dates gives the same lead', async () => {
    const body = inquiry({ location_ids: [DUNDAS, WELLINGTON], booking: { starts_on: starts[0], cycles: 1 } });
    const res = await send(body);
    expect(res.status).toBe(409);
    const answer = (await res.json()) as { id: string; error: string; unavailable: { id: string; name: string }[] };
    expect(answer.error).toBe('Some boards are no longer free for these dates.');
    expect(answer.unavailable).toEqual([{ id: DUNDAS, name: 'London — Dundas St Downtown' }]);
    const { leads, bookings } = await bookingsOf(body.email);
    expect(leads.map((l) => l.id)).toEqual([answer.id]);
    expect(bookings).toEqual([]);
    expect((await readOutbox()).filter((m) => m.to === body.email)).toEqual([]);

    const without = await send({ ...body, booking: null });
    expect(without.status).toBe(200);
    expect(((await without.json()) as { id: string }).id).toBe(answer.id);
    expect((await bookingsOf(body.email)).leads).toHaveLength(1);
  });

  it('refuses dates the calendar does not allow, storing nothing: not a cycle start, a cycle already begun, more than 13 cycles', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ starts_on: addDays(starts[1]!, 1), cycles: 1 }, /is not a cycle start/],
      [{ starts_on: addDays(starts[0]!, -28 * 2), cycles: 1 }, /has already begun/],
      [{ starts_on: starts[1], cycles: 14 }, /1 to 13 cycles/],
    ];
    for (const [booking, message] of cases) {
      const body = inquiry({ location_ids: [WELLINGTON], booking });
      const res = await send(body);
      expect(res.status, JSON.stringify(booking)).toBe(400);
      expect(((await res.json()) as { fields: { booking: string } }).fields.booking).toMatch(message);
      expect((await bookingsOf(body.email)).leads).toEqual([]);
    }
  });

  it('refuses a start beyond the starts the site offers (BOOKING.bookableStarts), storing nothing; the last offered start is taken', async () => {
    const ahead = nextCycleStarts(new Date(), 19, site.bookingCycles);
    for (const start of [ahead[18]!, ahead[BOOKING.bookableStarts]!]) {
      const body = inquiry({ location_ids: [WELLINGTON], booking: { starts_on: start, cycles: 1 } });
      const res = await send(body);
      expect(res.status, start).toBe(400);
      expect(((await res.json()) as { fields: { booking: string } }).fields.booking).toBe(
        `Bookings can start at one of the next ${BOOKING.bookableStarts} cycle starts, the last on ${ahead[BOOKING.bookableStarts - 1]}, not ${start}.`,
      );
      expect(await bookingsOf(body.email)).toEqual({ leads: [], bookings: [] });
    }
    const last = inquiry({ location_ids: [WELLINGTON], booking: { starts_on: ahead[BOOKING.bookableStarts - 1], cycles: 1 } });
    expect((await send(last)).status).toBe(200);
    expect((await bookingsOf(last.email)).bookings).toEqual([expect.objectContaining({ starts_on: ahead[BOOKING.bookableStarts - 1], status: 'requested' })]);
  });

  it('artwork: a path the artwork function issued travels with the request; any other path is refused and nothing is stored', async () => {
    // Its bytes are judged before the request is stored (request-artwork-bytes.test.ts): a real PNG.
    const path = await uploadArtworkAsVisitor();
    const body = inquiry({ location_ids: [WELLINGTON], booking: { starts_on: starts[3], cycles: 1 }, artwork_path: path });
    expect((await send(body)).status).toBe(200);
    const { data } = await serviceClient().from('contact_inquiries').select('artwork_path').eq('email', body.email);
    expect(data).toEqual([{ artwork_path: path }]);
    expect((await readOutbox()).find((m) => m.replyTo === body.email)?.text).toMatch(/Artwork: .*\/admin\/bookings/);

    const forged = inquiry({ artwork_path: 'requests/2026-11/0f8fad5b-d9cb-469f-a165-70867728950e.png' });
    const refused = await send(forged);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: { artwork_path: string } }).fields.artwork_path).toMatch(/not one this site issued/);
    expect((await bookingsOf(forged.email)).leads).toEqual([]);
  });

  it('two requests at once for a board’s last slot: one holds it, the other answers 409 and its lead is kept', async () => {
    // Oxford St has one slot left in the next cycles (the seed).
    const a = inquiry({ location_ids: [OXFORD], booking: { starts_on: starts[0], cycles: 1 } });
    const b = inquiry({ location_ids: [OXFORD], booking: { starts_on: starts[0], cycles: 1 } });
    const [ra, rb] = await Promise.all([send(a), send(b)]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const held = [...(await bookingsOf(a.email)).bookings, ...(await bookingsOf(b.email)).bookings];
    expect(held).toHaveLength(1);
    expect((await bookingsOf(a.email)).leads).toHaveLength(1);
    expect((await bookingsOf(b.email)).leads).toHaveLength(1);
    const { data: free } = await anonClient().rpc('board_availability', { p_from: starts[0], p_cycles: 1 });
    expect((free as { location_id: string; free_slots: number }[]).find((r) => r.location_id === OXFORD)?.free_slots).toBe(0);
  });

  it('the staff’s decision is e-mailed to the prospect by the outbox job, and nothing before it', async () => {
    const body = inquiry({ location_ids: [WELLINGTON], booking: { starts_on: starts[5], cycles: 3 } });
    expect((await send(body)).status).toBe(200);
    const [booking] = (await bookingsOf(body.email)).bookings;
    const { client } = await signInAsAdmin();
    const confirmations = async () => (await readOutbox()).filter((m) => m.to === body.email && m.subject === 'Your billboard booking is confirmed');
    expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
    expect(await confirmations()).toEqual([]);

    const { data: row } = await client.from('bookings').select('campaign_id').eq('id', booking!.id).single();
    expect((await client.rpc('confirm_campaign', { p_campaign: row!.campaign_id })).error).toBeNull();
    expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
    const [mail] = await confirmations();
    expect(mail?.text).toContain('London — Wellington Rd & Highway 401');
    expect(mail?.text).toContain(site.phoneDisplay);
  });
});
