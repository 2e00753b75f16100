// The advertiser hears what became of their campaign: the change writes its
// message to the outbox and the delivery job sends it to the advertiser's
// address (not the lead's, which the advertiser record may have corrected)
// once a campaign is confirmed, declined or cancelled, naming only boards,
// dates and the reference, and records the e-mail on the campaign.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { backendUrl, LOCAL_ANON_KEY, readOutbox, resetBackend, runScheduledJob, serviceClient, signInAsAdmin } from './helpers';

const WELLINGTON = 'c0000000-0000-4000-8000-000000000001';
const OXFORD = 'c0000000-0000-4000-8000-000000000002';
const fn = (name: string) => `${backendUrl()}/functions/v1/${name}`;

function post(url: string, body: Record<string, unknown>, token: string = LOCAL_ANON_KEY): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A request for two boards through the contact function; answers its campaign and advertiser. */
async function requestCampaign(startsOn: string): Promise<{ campaign: string; advertiser: string; leadEmail: string }> {
  const leadEmail = `rosa+${randomUUID()}@marin-bistro.ca`;
  const res = await post(fn('send-contact-email'), {
    name: 'Rosa Marin',
    email: leadEmail,
    company: 'Marin Bistro',
    phone: '519-555-0142',
    message: 'Visit https://spam.example now!',
    source: 'campaign-plan',
    idempotency_key: randomUUID(),
    location_ids: [WELLINGTON, OXFORD],
    booking: { starts_on: startsOn, cycles: 2 },
  });
  expect(res.status).toBe(200);
  const { id: lead } = (await res.json()) as { id: string };
  const { data } = await serviceClient().from('campaigns').select('id, advertiser_id').eq('lead_id', lead).single();
  return { campaign: data!.id as string, advertiser: data!.advertiser_id as string, leadEmail };
}

let starts: string[];

async function deliver(): Promise<void> {
  expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
}

beforeEach(async () => {
  await resetBackend();
  starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
});

describe('the campaign’s notices, from the outbox', () => {
  it('e-mails the advertiser’s address that the campaign is cancelled, naming the released boards and dates, and records it', async () => {
    const { campaign, advertiser, leadEmail } = await requestCampaign(starts[4]!);
    const { client: admin } = await signInAsAdmin();
    // The advertiser's record is where the address lives now (a corrected one, say).
    const corrected = `rosa.marin+${randomUUID()}@marin-bistro.ca`;
    expect((await admin.from('advertisers').update({ email: corrected }).eq('id', advertiser)).error).toBeNull();

    expect((await admin.rpc('confirm_campaign', { p_campaign: campaign })).error).toBeNull();
    expect((await admin.rpc('cancel_campaign', { p_campaign: campaign, p_reason: 'Budget cut' })).error).toBeNull();
    await deliver();

    const outbox = await readOutbox();
    const notice = outbox.find((m) => m.subject === 'Your billboard campaign is cancelled');
    expect(notice?.to).toBe(corrected);
    expect(outbox.filter((m) => m.to === leadEmail && m.subject === notice?.subject)).toEqual([]);
    const { data: summary } = await admin.from('campaigns').select('reference').eq('id', campaign).single();
    expect(notice!.text).toContain(`Reference: ${summary!.reference}`);
    expect(notice!.text).toMatch(/- London — Oxford St W at Hyde Park Rd: \w{3} \w{3} \d{1,2}, \d{4} to .*\(2 cycles of 4 weeks\), released/);
    expect(notice!.text).toContain('Wellington Rd');
    expect(notice!.text).toContain(site.phoneDisplay);
    // Nothing the visitor or the staff typed: not the message, the name, the company or the reason.
    for (const typed of ['spam.example', 'Rosa', 'Marin Bistro', 'Budget cut']) expect(notice!.html + notice!.text).not.toContain(typed);

    const { data: events } = await admin.from('campaign_events').select('action, to_status, details').eq('campaign_id', campaign).eq('action', 'emailed');
    expect(events!.filter((e) => (e.details as { kind?: string }).kind === 'cancelled')).toEqual([
      { action: 'emailed', to_status: 'cancelled', details: { kind: 'cancelled', to: corrected, message_id: expect.any(Number) } },
    ]);
  });

  it('tells of a confirmation too, once, and nothing while the campaign is still requested', async () => {
    const { campaign, leadEmail } = await requestCampaign(starts[5]!);
    const { client: admin } = await signInAsAdmin();
    await deliver();
    expect((await readOutbox()).filter((m) => m.to === leadEmail && m.subject === 'Your billboard booking is confirmed')).toEqual([]);

    expect((await admin.rpc('confirm_campaign', { p_campaign: campaign })).error).toBeNull();
    await deliver();
    await deliver();
    const confirmed = (await readOutbox()).filter((m) => m.to === leadEmail && m.subject === 'Your billboard booking is confirmed');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.text).toContain('Oxford St W');
  });

  it('what the delivery job reads is the service role’s alone', async () => {
    const { campaign } = await requestCampaign(starts[4]!);
    const { client: admin } = await signInAsAdmin();
    const read = await admin.rpc('campaign_notice', { p_campaign: campaign });
    expect(read.error?.code).toBe('42501');
  });
});
