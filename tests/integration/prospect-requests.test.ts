// One person, one request, through the functions over HTTP: sending again for
// the same boards and dates while the hold is open updates that request (by
// the same address in any case, or by the browser's correction token with a
// corrected address), and "Wrong e-mail address?" moves the lead, its
// advertiser and its campaign to the new address, whose receipt is the only
// one sent.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { backendUrl, LOCAL_ANON_KEY, newBoard, readOutbox, resetBackend, runScheduledJob, serviceClient } from './helpers';

let starts: string[];
let board: string;

beforeEach(async () => {
  await resetBackend();
  starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
  // One slot: the person's own first request would refuse a second one.
  board = (await newBoard(1)).id;
});

function post(name: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${backendUrl()}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function request(email: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Mario Rossi',
    email,
    company: 'Rossi Trattoria',
    phone: '519-555-0177',
    message: 'Our spring menu.',
    source: 'campaign-plan',
    idempotency_key: randomUUID(),
    location_ids: [board],
    booking: { starts_on: starts[2], cycles: 2 },
    ...extra,
  };
}

interface Answer {
  id: string;
  booking: { expires_at: string; reference: string; correction_token?: string; correct_until?: string };
}

async function state() {
  const service = serviceClient();
  // This file's leads only: the seed has a request of its own.
  const leads = (await service.from('contact_inquiries').select('id, email, message, advertiser_id').eq('company', 'Rossi Trattoria')).data!;
  const campaigns = (await service.from('campaigns').select('id, advertiser_id, lead_id, status')).data!.filter((c) => leads.some((l) => l.id === c.lead_id));
  const advertisers = (await service.from('advertisers').select('id, email').eq('company', 'Rossi Trattoria')).data!;
  const bookings = (await service.from('bookings').select('location_id, status').eq('location_id', board)).data!;
  return { leads, campaigns, advertisers, bookings };
}

const receiptsTo = async (email: string) => (await readOutbox()).filter((m) => m.to === email && m.subject.startsWith('Your booking request'));

describe('the same person sending again', () => {
  it('by the same address in another case: the open request is updated, not refused by its own hold', async () => {
    const first = await post('send-contact-email', request('Mario@Rossi-Trattoria.ca'));
    expect(first.status).toBe(200);
    const answer = (await first.json()) as Answer;
    expect(answer.booking.reference).toMatch(/^C-[2-9A-HJ-NP-Z]{6}$/);
    const again = await post('send-contact-email', request('mario@rossi-trattoria.ca', { message: 'Our spring menu, and a patio.' }));
    expect(again.status).toBe(200);
    expect(((await again.json()) as Answer).booking.reference).toBe(answer.booking.reference);
    const { leads, campaigns, bookings } = await state();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ id: answer.id, message: 'Our spring menu, and a patio.' });
    expect(campaigns).toHaveLength(1);
    expect(bookings).toEqual([{ location_id: board, status: 'requested' }]);
    // The staff were told once.
    const staff = (await readOutbox()).filter((m) => m.to !== 'mario@rossi-trattoria.ca' && m.to !== 'Mario@Rossi-Trattoria.ca');
    expect(staff).toHaveLength(1);
  });

  it('from the same browser with the right address: the mistyped request moves to it; one lead, one advertiser, one campaign', async () => {
    const typo = 'mario@rossi-trattoria.con';
    const first = (await (await post('send-contact-email', request(typo))).json()) as Answer;
    expect(first.booking.correction_token).toMatch(/^[0-9a-f]{64}$/);
    const fixed = await post('send-contact-email', request('mario@rossi-trattoria.ca', { correction_token: first.booking.correction_token }));
    expect(fixed.status).toBe(200);
    const { leads, campaigns, advertisers } = await state();
    expect(leads.map((l) => l.email)).toEqual(['mario@rossi-trattoria.ca']);
    expect(advertisers.map((a) => a.email)).toEqual(['mario@rossi-trattoria.ca']);
    expect(campaigns).toEqual([expect.objectContaining({ advertiser_id: advertisers[0]!.id, status: 'requested' })]);
    expect(await receiptsTo('mario@rossi-trattoria.ca')).toHaveLength(1);
  });

  it('another person for the same last slot is still refused', async () => {
    expect((await post('send-contact-email', request('mario@rossi-trattoria.ca'))).status).toBe(200);
    expect((await post('send-contact-email', request('someone.else@rossi-trattoria.ca'))).status).toBe(409);
  });
});

describe('"Wrong e-mail address?"', () => {
  it('moves the lead, its advertiser and its hold to the new address, which alone gets the receipt', async () => {
    const typo = 'mario@gmial.con';
    const answer = (await (await post('send-contact-email', request(typo))).json()) as Answer;
    expect(await receiptsTo(typo)).toHaveLength(1);
    const token = answer.booking.correction_token!;
    expect(Date.parse(answer.booking.correct_until!) - Date.now()).toBeGreaterThan(29 * 60_000);

    const bad = await post('correct-request-email', { token, email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: { email: string } }).fields.email).toBe('Please enter a valid email address.');

    const res = await post('correct-request-email', { token, email: 'mario@rossi-trattoria.ca' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, email: 'mario@rossi-trattoria.ca', reference: answer.booking.reference });
    const { leads, advertisers, campaigns, bookings } = await state();
    expect(leads).toEqual([expect.objectContaining({ id: answer.id, email: 'mario@rossi-trattoria.ca' })]);
    expect(advertisers.map((a) => a.email)).toEqual(['mario@rossi-trattoria.ca']);
    expect(campaigns[0]!.advertiser_id).toBe(advertisers[0]!.id);
    expect(bookings).toEqual([{ location_id: board, status: 'requested' }]);
    const receipt = await receiptsTo('mario@rossi-trattoria.ca');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain(`Reference: ${answer.booking.reference}`);
    // The mistyped address gets nothing more.
    expect(await receiptsTo(typo)).toHaveLength(1);
  });

  it('refuses an unknown token, the same address, and more than three corrections', async () => {
    const answer = (await (await post('send-contact-email', request('mario@rossi-trattoria.ca'))).json()) as Answer;
    const token = answer.booking.correction_token!;
    expect((await post('correct-request-email', { token: 'f'.repeat(64), email: 'x@rossi-trattoria.ca' })).status).toBe(410);
    expect((await post('correct-request-email', { token, email: 'MARIO@rossi-trattoria.ca' })).status).toBe(400);
    for (const n of [1, 2, 3]) expect((await post('correct-request-email', { token, email: `mario${n}@rossi-trattoria.ca` })).status).toBe(200);
    const fourth = await post('correct-request-email', { token, email: 'mario4@rossi-trattoria.ca' });
    expect(fourth.status).toBe(410);
    expect(((await fourth.json()) as { error: string }).error).toBe('This address was corrected too often. Please call us.');
  });
});

describe('"Wrong e-mail address?" sent again', () => {
  it('to the address it was just corrected to: answered as made, nothing moves, no second receipt', async () => {
    const answer = (await (await post('send-contact-email', request('mario@gmial.con'))).json()) as Answer;
    const token = answer.booking.correction_token!;
    const body = { token, email: 'mario@rossi-trattoria.ca' };
    expect((await post('correct-request-email', body)).status).toBe(200);
    const again = await post('correct-request-email', body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, email: 'mario@rossi-trattoria.ca', reference: answer.booking.reference });
    expect(await receiptsTo('mario@rossi-trattoria.ca')).toHaveLength(1);
    const { data } = await serviceClient().from('contact_inquiries').select('corrections').eq('id', answer.id).single();
    expect(data!.corrections).toBe(1);
  });
});

describe('a hold that lapses', () => {
  it('is released by the schedule and the prospect is told once, with the boards, the dates and the reference', async () => {
    const email = 'mario@rossi-trattoria.ca';
    const answer = (await (await post('send-contact-email', request(email))).json()) as Answer;
    await serviceClient()
      .from('bookings')
      .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('lead_id', answer.id);
    expect(await runScheduledJob('campaign-lifecycle')).toMatchObject({ ok: true });
    expect(await runScheduledJob('request-lapse-notices')).toMatchObject({ ok: true });
    const lapsed = (await readOutbox()).filter((m) => m.to === email && m.subject === 'Your billboard booking request has lapsed');
    expect(lapsed).toHaveLength(1);
    expect(lapsed[0]!.text).toContain(`Reference: ${answer.booking.reference}`);
    expect(lapsed[0]!.text).not.toContain('Our spring menu');
    await runScheduledJob('request-lapse-notices');
    expect((await readOutbox()).filter((m) => m.subject === 'Your billboard booking request has lapsed')).toHaveLength(1);
  });
});
