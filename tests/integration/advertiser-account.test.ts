// The advertiser's account is made when the staff confirm their campaign:
// the outbox job, sending the confirmation of a confirmed campaign, creates a
// confirmed Auth user for the advertiser's e-mail (or links the one that has
// it), never the admin's, and the confirmation e-mail says how to sign in at
// /account, where signInWithOtp then works for them. The same through the
// deployed entry under Deno: advertiser-account-deno.test.ts.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import {
  anonClient,
  backendUrl,
  createUser,
  LOCAL_ADMIN_EMAIL,
  LOCAL_ANON_KEY,
  newConfirmedCampaign,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  signInAsAdmin,
} from './helpers';

const WELLINGTON = 'c0000000-0000-4000-8000-000000000001';
const fn = (name: string) => `${backendUrl()}/functions/v1/${name}`;

function post(url: string, body: Record<string, unknown>, token: string = LOCAL_ANON_KEY): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A prospect's request through the contact function: its campaign and the address it came from. */
async function requestCampaign(email = `pat+${randomUUID()}@example.ca`): Promise<{ campaign: string; advertiser: string; email: string }> {
  const [startsOn] = nextCycleStarts(new Date(), 3, site.bookingCycles).slice(2);
  const res = await post(fn('send-contact-email'), {
    name: 'Pat Advertiser',
    email,
    company: 'Pat Bakery',
    phone: '519-555-0142',
    message: 'Two cycles please',
    source: 'campaign-plan',
    idempotency_key: randomUUID(),
    location_ids: [WELLINGTON],
    booking: { starts_on: startsOn, cycles: 1 },
  });
  expect(res.status).toBe(200);
  const { id: lead } = (await res.json()) as { id: string };
  const { data } = await serviceClient().from('campaigns').select('id, advertiser_id').eq('lead_id', lead).single();
  return { campaign: data!.id as string, advertiser: data!.advertiser_id as string, email };
}

const linkedUser = async (advertiser: string) =>
  ((await serviceClient().from('advertisers').select('user_id').eq('id', advertiser).single()).data?.user_id as string | null) ?? null;

beforeEach(async () => {
  await resetBackend();
});

async function deliver(): Promise<void> {
  expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
}

describe('confirming a campaign makes the advertiser an account', () => {
  it('creates a confirmed account for their e-mail, links it, says how to sign in, and signInWithOtp then works for them', async () => {
    const { campaign, advertiser, email } = await requestCampaign();
    const { client: admin } = await signInAsAdmin();
    expect((await admin.rpc('confirm_campaign', { p_campaign: campaign })).error).toBeNull();
    expect(await linkedUser(advertiser)).toBeNull();
    await deliver();

    const userId = await linkedUser(advertiser);
    expect(userId).toBeTruthy();
    const { data: authUser } = await serviceClient().auth.admin.getUserById(userId!);
    expect(authUser.user?.email).toBe(email);
    expect(authUser.user?.email_confirmed_at).toBeTruthy();

    const confirmation = (await readOutbox()).find((m) => m.to === email && m.subject === 'Your billboard booking is confirmed');
    expect(confirmation!.text).toContain(`${site.url}/account`);
    expect(confirmation!.text).toContain('6-digit code');

    const ask = await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: 'http://127.0.0.1:4173/account' } });
    expect(ask.error).toBeNull();
    const code = /<strong>(\d{6})<\/strong>/.exec((await readOutbox()).find((m) => m.to === email && m.subject === 'Your sign-in link and code')!.html)![1]!;
    const client = anonClient();
    expect((await client.auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
    const { data: campaigns } = await client.from('campaigns').select('id, status');
    expect(campaigns).toEqual([{ id: campaign, status: 'confirmed' }]);

    // A second notice (the staff's Send again) keeps the one account.
    const { data: messages } = await admin.rpc('campaign_messages', { p_campaign: campaign });
    expect((await admin.rpc('resend_campaign_message', { p_message: messages![0]!.id })).error).toBeNull();
    await deliver();
    expect(await linkedUser(advertiser)).toBe(userId);
  });

  it('links the account that already has the e-mail instead of making another', async () => {
    const existing = await createUser();
    const { campaign, advertiser } = await requestCampaign(existing.email);
    const { client: admin } = await signInAsAdmin();
    expect((await admin.rpc('confirm_campaign', { p_campaign: campaign })).error).toBeNull();
    await deliver();
    expect(await linkedUser(advertiser)).toBe(existing.user.id);
  });

  it("never makes the admin's account an advertiser's: the e-mail still goes out, nothing is linked", async () => {
    const { data, error } = await serviceClient()
      .from('advertisers')
      .insert({ company: 'Staff test', contact_name: 'Staff', email: LOCAL_ADMIN_EMAIL })
      .select('id')
      .single();
    expect(error).toBeNull();
    const { client: admin } = await signInAsAdmin();
    await newConfirmedCampaign(admin, data!.id as string);
    await deliver();
    expect(await linkedUser(data!.id as string)).toBeNull();
    expect((await readOutbox()).some((m) => m.to === LOCAL_ADMIN_EMAIL && m.subject === 'Your billboard booking is confirmed')).toBe(true);
  });

  it('the functions that read and link accounts are the server’s alone', async () => {
    const { campaign, advertiser } = await requestCampaign();
    const { client: admin, user } = await signInAsAdmin();
    expect((await admin.rpc('advertiser_account_target', { p_campaign: campaign })).error?.code).toBe('42501');
    expect((await admin.rpc('link_advertiser_account', { p_advertiser: advertiser, p_user: user.id })).error?.code).toBe('42501');
    expect((await anonClient().rpc('advertiser_account_target', { p_campaign: campaign })).error?.code).toBe('42501');
  });
});
