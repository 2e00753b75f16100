// Rules that must hold when requests arrive at the same moment. They are the
// database's decisions (locks, constraints), so they hold on any number of
// connections. On PGlite (one connection) these tests pass trivially; the
// integration pass on a real PostgreSQL (npm test starts one) is where a
// check-then-act would let extra rows through.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { site } from '../../src/config/site';
import { cycleEnd, formatDay, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import {
  backendUrl,
  campaignEndsOn,
  LOCAL_ANON_KEY,
  newAdvertiserAccount,
  newBoard,
  newConfirmedCampaign,
  readOutbox,
  resetBackend,
  serviceClient,
  signInAsAdmin,
  startCampaignCycleEarlier,
} from './helpers';

const CONTACT = () => `${backendUrl()}/functions/v1/send-contact-email`;

function postLead(body: Record<string, unknown>, clientIp: string): Promise<Response> {
  return fetch(CONTACT(), {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'cf-connecting-ip': clientIp },
    body: JSON.stringify({ company: 'Race Co', phone: '519-555-0100', message: 'Same moment.', source: 'contact-page', ...body }),
  });
}

async function leadsFrom(emailDomain: string): Promise<number> {
  const { count, error } = await serviceClient().from('contact_inquiries').select('id', { count: 'exact', head: true }).like('email', `%@${emailDomain}`);
  if (error) throw error;
  return count ?? 0;
}

beforeEach(async () => {
  await resetBackend();
});

describe(`races decided by the database (${inject('databaseKind')})`, () => {
  it('20 leads at once from one address: exactly 5 are stored, the rest answered 429', async () => {
    const domain = `${randomUUID()}.example.ca`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postLead({ name: `Racer ${i}`, email: `r${i}@${domain}` }, '198.51.100.77')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200 || s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await leadsFrom(domain)).toBe(5);
  });

  it('10 submissions at once with one idempotency key: one lead, every answer names it', async () => {
    const domain = `${randomUUID()}.example.ca`;
    const body = { name: 'Double Click', email: `dc@${domain}`, idempotency_key: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => postLead(body, `198.51.100.${100 + i}`)));
    for (const answer of answers) expect([200, 202]).toContain(answer.status);
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect(await leadsFrom(domain)).toBe(1);
  });
});

describe(`the staff changing one campaign at once (${inject('databaseKind')})`, () => {
  it('two admins extend a campaign by a cycle at once, from the same end, with both next cycles free: one wins, it grows by one cycle', async () => {
    const [first, second] = [(await signInAsAdmin()).client, (await signInAsAdmin()).client];
    const board = (await newBoard(3)).id;
    const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
    const advertiser = await first
      .from('advertisers')
      .insert({ company: 'Race Extension Co', contact_name: 'Sam Race', email: `race-${randomUUID()}@example.com` })
      .select('id')
      .single();
    const sale = await first.rpc('create_phone_sale', { p_advertiser: advertiser.data!.id, p_location_ids: [board], p_starts_on: starts[1]!, p_cycles: 1 });
    const campaign = sale.data as string;
    // Both opened the page before either extended: both name the end they saw.
    const seen = await campaignEndsOn(first, campaign);
    expect(seen).toBe(cycleEnd(starts[1]!, 1));
    const answers = await Promise.all(
      [first, second].map((client) => client.rpc('extend_campaign', { p_campaign: campaign, p_ends_on: seen!, p_cycles: 1, p_reason: 'Asked on the phone' })),
    );
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    const refused = answers.find((a) => a.error)!.error!;
    expect(refused.details).toBe('campaign_changed');
    expect(refused.message).toBe(
      `This campaign was changed by someone else since you opened it: it now ends ${formatDay(cycleEnd(starts[1]!, 2))}. Reload to see the change.`,
    );
    const service = serviceClient();
    expect((await service.from('bookings').select('cycles').eq('campaign_id', campaign)).data).toEqual([{ cycles: 2 }]);
    expect((await service.from('campaign_events').select('action').eq('campaign_id', campaign).eq('action', 'extended')).data).toHaveLength(1);
  });
});

describe(`one person's booking request, sent or corrected several times at once (${inject('databaseKind')})`, () => {
  const COMPANY = 'Concurrent Cafe';

  function post(name: string, body: Record<string, unknown>, clientIp = '198.51.100.20'): Promise<Response> {
    return fetch(`${backendUrl()}/functions/v1/${name}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'cf-connecting-ip': clientIp },
      body: JSON.stringify(body),
    });
  }

  // One slot on the board: a second request of the same person that is not
  // recognised as theirs would be refused by their own hold.
  async function bookingRequest(email: string) {
    const board = (await newBoard(1)).id;
    const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
    return (idempotencyKey = randomUUID()) => ({
      name: 'Dana Park',
      email,
      company: COMPANY,
      phone: '519-555-0133',
      message: 'A winter campaign.',
      source: 'campaign-plan',
      idempotency_key: idempotencyKey,
      location_ids: [board],
      booking: { starts_on: starts[2], cycles: 2 },
    });
  }

  /** This describe's leads, campaigns, advertisers and held slots. */
  async function stored() {
    const service = serviceClient();
    const leads = (await service.from('contact_inquiries').select('id, email, advertiser_id').eq('company', COMPANY)).data!;
    const ids = leads.map((l) => l.id);
    const campaigns = (await service.from('campaigns').select('id, advertiser_id, lead_id').in('lead_id', ids)).data!;
    const advertisers = (await service.from('advertisers').select('id, email').eq('company', COMPANY)).data!;
    const bookings = (await service.from('bookings').select('id, status, campaign_id').in('lead_id', ids)).data!;
    return { leads, campaigns, advertisers, bookings };
  }

  const receiptsTo = async (email: string) => (await readOutbox()).filter((m) => m.to === email && m.subject.startsWith('Your booking request'));

  it('the same request sent 4 times at once: every answer is the one request, one lead, one campaign, one hold; the staff are told once', async () => {
    const email = 'dana@concurrent-cafe.ca';
    const body = await bookingRequest(email);
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => post('send-contact-email', body(), `198.51.100.${30 + i}`)));
    const parsed = (await Promise.all(answers.map((a) => a.json()))) as { ok: boolean; delivered: boolean; id: string; booking: { reference: string } }[];
    // Every answer is a success. One stored before the first request's e-mail to the staff has gone may
    // say it is not delivered yet (202, or 200 for a request it updated), as an answer given at that
    // moment must; the e-mail still goes once (below).
    expect(answers.map((a) => [200, 202].includes(a.status))).toEqual([true, true, true, true]);
    for (const answer of parsed) expect(answer).toMatchObject({ ok: true });
    expect(parsed.some((a) => a.delivered)).toBe(true);
    expect(new Set(parsed.map((a) => a.id)).size).toBe(1);
    expect(new Set(parsed.map((a) => a.booking.reference)).size).toBe(1);
    const { leads, campaigns, advertisers, bookings } = await stored();
    expect(leads).toHaveLength(1);
    expect(campaigns).toEqual([expect.objectContaining({ lead_id: leads[0]!.id, advertiser_id: advertisers[0]!.id })]);
    expect(advertisers.map((a) => a.email)).toEqual([email]);
    expect(bookings).toEqual([expect.objectContaining({ status: 'requested', campaign_id: campaigns[0]!.id })]);
    const staff = (await readOutbox()).filter((m) => m.to !== email);
    expect(staff).toHaveLength(1);
  });

  it('the same correction sent 4 times at once: it is made once, every answer says so, and one receipt goes to the new address', async () => {
    const typo = 'dana@concurent-cafe.con';
    const right = 'dana@concurrent-cafe.ca';
    const first = (await (await post('send-contact-email', (await bookingRequest(typo))())).json()) as {
      booking: { correction_token: string; reference: string };
    };
    const token = first.booking.correction_token;
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('correct-request-email', { token, email: right })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(await answer.json()).toEqual({ ok: true, email: right, reference: first.booking.reference });
    const { leads, campaigns, advertisers, bookings } = await stored();
    expect(leads.map((l) => l.email)).toEqual([right]);
    expect(advertisers.map((a) => a.email)).toEqual([right]);
    expect(campaigns).toEqual([expect.objectContaining({ advertiser_id: advertisers[0]!.id })]);
    expect(bookings).toEqual([expect.objectContaining({ status: 'requested' })]);
    expect(await receiptsTo(right)).toHaveLength(1);
    expect(await receiptsTo(typo)).toHaveLength(1);
    // One correction counted, not four.
    const { data } = await serviceClient().from('contact_inquiries').select('corrections').eq('id', leads[0]!.id).single();
    expect(data!.corrections).toBe(1);
  });

  it('corrections to two addresses at once: one wins; the lead, its advertiser and its hold follow that address alone, which alone gets a receipt', async () => {
    const typo = 'dana@concurent-cafe.con';
    const candidates = ['dana@concurrent-cafe.ca', 'dana.park@concurrent-cafe.ca'];
    const first = (await (await post('send-contact-email', (await bookingRequest(typo))())).json()) as { booking: { correction_token: string } };
    const token = first.booking.correction_token;
    const answers = await Promise.all(candidates.map((email) => post('correct-request-email', { token, email })));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { ok?: boolean; email?: string; error?: string }[];
    const won = bodies.filter((b) => b.ok).map((b) => b.email);
    const { leads, campaigns, advertisers } = await stored();
    // Whichever came last is the address kept; a loser at the same moment is told to wait.
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(leads).toHaveLength(1);
    const kept = leads[0]!.email;
    expect(candidates).toContain(kept);
    expect(advertisers.map((a) => a.email)).toEqual([kept]);
    expect(campaigns).toEqual([expect.objectContaining({ advertiser_id: advertisers[0]!.id })]);
    expect(leads[0]!.advertiser_id).toBe(advertisers[0]!.id);
    for (const [i, answer] of answers.entries()) {
      if (bodies[i]!.ok) continue;
      expect(answer.status).toBe(409);
      expect(bodies[i]!.error).toBe('This request was corrected to another address a moment ago. If that one is wrong too, correct it again.');
    }
    // A receipt for each correction made, the kept address's among them; none to a refused one.
    for (const email of candidates) expect(await receiptsTo(email)).toHaveLength(won.includes(email) ? 1 : 0);
    expect(won).toContain(kept);
  });

  it('a correction away from an address while that address sends a new request: both are kept, and the new lead keeps its advertiser', async () => {
    const typo = 'dana@concurent-cafe.con';
    const right = 'dana@concurrent-cafe.ca';
    // A few rounds, so the two meet in either order.
    for (let round = 0; round < 4; round += 1) {
      const first = (await (await post('send-contact-email', (await bookingRequest(typo))())).json()) as { booking: { correction_token: string } };
      const again = (await bookingRequest(typo))();
      const [correction, request] = await Promise.all([
        post('correct-request-email', { token: first.booking.correction_token, email: right }),
        post('send-contact-email', again, `198.51.100.${60 + round}`),
      ]);
      expect([correction.status, request.status]).toEqual([200, 200]);
      const { leads, advertisers } = await stored();
      const advertiserIds = new Set(advertisers.map((a) => a.id));
      // Every lead points at an advertiser that exists, of its own address.
      for (const lead of leads) {
        expect(advertiserIds.has(lead.advertiser_id!)).toBe(true);
        expect(advertisers.find((a) => a.id === lead.advertiser_id)!.email).toBe(lead.email);
      }
      expect(leads.filter((l) => l.email === typo)).toHaveLength(1);
      await resetBackend();
    }
  });
});

describe(`one export stored twice at once (${inject('databaseKind')})`, () => {
  it('two staff confirm the same file at the same moment: each play is stored once, and the two imports together record every play', async () => {
    const admin = (await signInAsAdmin()).client;
    const { advertiserId } = await newAdvertiserAccount();
    const sale = await newConfirmedCampaign(admin, advertiserId);
    // A cycle under way: its bookings start a cycle earlier, so plays of the last day or two are in it.
    await startCampaignCycleEarlier(sale.campaignId);
    const board = sale.boardIds[0]!;
    const display = `Race display ${randomUUID().slice(0, 8)}`;
    const named = await admin.from('board_player_names').insert({ location_id: board, player: 'xibo', name: display });
    if (named.error) throw named.error;
    const { data: campaign } = await admin.from('campaigns').select('reference').eq('id', sale.campaignId).single();
    const reference = (campaign as { reference: string }).reference;
    // 200 plays a minute apart, ending 30 hours ago: a Toronto day inside the cycle, never in the future.
    const end = Date.now() - 30 * 3_600_000;
    const plays = Array.from({ length: 200 }, (_, i) => ({
      line: i + 2,
      board: display,
      played_at: new Date(end - i * 60_000).toISOString(),
      names: [`${reference}-v1.mp4`],
      seconds: 8,
      count: 1,
    }));
    const store = () => admin.rpc('import_proof_of_play', { p_file_name: 'race.csv', p_format: 'xibo', p_rows: plays, p_store: true });
    const answers = await Promise.all([store(), store()]);
    for (const answer of answers) expect(answer.error).toBeNull();
    const stored = answers.map((a) => (a.data as { stored: number }).stored);
    expect(stored[0]! + stored[1]!).toBe(plays.length);

    const { count } = await serviceClient().from('plays').select('id', { count: 'exact', head: true }).eq('location_id', board);
    expect(count).toBe(plays.length);
    const { data: imports } = await serviceClient().from('play_log_imports').select('rows_imported').eq('file_name', 'race.csv');
    expect((imports as { rows_imported: number }[]).reduce((sum, i) => sum + i.rows_imported, 0)).toBe(plays.length);
  });
});
