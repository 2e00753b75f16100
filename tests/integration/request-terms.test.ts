// A booking request records the version of the campaign terms the form showed,
// and when: through the contact function, as a visitor's browser sends it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { CAMPAIGN_TERMS } from '../../supabase/functions/_shared/campaign-terms';
import { INQUIRY_MESSAGES } from '../../supabase/functions/_shared/contact-inquiry-messages';
import { CAMPAIGN_SELECT } from '../../src/features/campaigns/api/campaign';
import { backendUrl, LOCAL_ANON_KEY, resetBackend, serviceClient, signInAsAdmin } from './helpers';

const OXFORD = 'c0000000-0000-4000-8000-000000000002';

function send(body: Record<string, unknown>, ip: string): Promise<Response> {
  return fetch(`${backendUrl()}/functions/v1/send-contact-email`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({
      name: 'Terry Terms',
      email: `terry+${randomUUID()}@example.ca`,
      company: 'Terms Bakery',
      phone: '519-555-0142',
      message: 'One board, please.',
      source: 'campaign-plan',
      idempotency_key: randomUUID(),
      ...body,
    }),
  });
}

async function termsOf(email: string) {
  const { data, error } = await serviceClient().from('contact_inquiries').select('terms_version, terms_accepted_at').eq('email', email);
  if (error) throw new Error(error.message);
  return data;
}

let starts: string[];

beforeAll(async () => {
  await resetBackend();
  starts = nextCycleStarts(new Date(), 4, site.bookingCycles);
});

describe('the campaign terms of a booking request', () => {
  it('records the version the form sent with the dates, and when', async () => {
    const email = `terry+${randomUUID()}@example.ca`;
    const before = Date.now();
    const res = await send(
      { email, location_ids: [OXFORD], booking: { starts_on: starts[2], cycles: 1 }, terms_version: CAMPAIGN_TERMS.version },
      '198.51.100.31',
    );
    expect(res.status).toBe(200);
    const [lead] = (await termsOf(email)) ?? [];
    expect(lead?.terms_version).toBe(CAMPAIGN_TERMS.version);
    expect(Date.parse(lead!.terms_accepted_at!)).toBeGreaterThanOrEqual(before - 5_000);

    // The staff's campaign page reads them with the request's campaign.
    const { client } = await signInAsAdmin();
    const { data: campaign, error } = await client.from('campaigns').select(CAMPAIGN_SELECT).eq('lead.email', email).not('lead', 'is', null).maybeSingle();
    expect(error).toBeNull();
    expect(campaign?.lead).toMatchObject({ email, terms_version: CAMPAIGN_TERMS.version, terms_accepted_at: lead!.terms_accepted_at });
  });

  it('refuses a version the site does not show, storing nothing', async () => {
    const email = `terry+${randomUUID()}@example.ca`;
    const res = await send({ email, location_ids: [OXFORD], booking: { starts_on: starts[2], cycles: 1 }, terms_version: '2001-01-01' }, '198.51.100.32');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.terms_version).toBe(INQUIRY_MESSAGES.termsVersion);
    expect(await termsOf(email)).toEqual([]);
  });

  it('records no terms for a request sent without them, or an inquiry without dates', async () => {
    const withoutTerms = `terry+${randomUUID()}@example.ca`;
    expect((await send({ email: withoutTerms, location_ids: [OXFORD], booking: { starts_on: starts[3], cycles: 1 } }, '198.51.100.33')).status).toBe(200);
    const withoutDates = `terry+${randomUUID()}@example.ca`;
    expect((await send({ email: withoutDates, location_ids: [OXFORD], terms_version: CAMPAIGN_TERMS.version }, '198.51.100.34')).status).toBe(200);
    expect(await termsOf(withoutTerms)).toEqual([{ terms_version: null, terms_accepted_at: null }]);
    expect(await termsOf(withoutDates)).toEqual([{ terms_version: null, terms_accepted_at: null }]);
  });
});
