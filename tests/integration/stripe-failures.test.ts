// Stripe unreachable, or answering an error, while the staff confirm a
// campaign or the advertiser asks for the payment link. The confirmation
// stands and its e-mail says to pay from the account; nothing half-made is
// stored; the functions answer a clear error of their own, never Stripe's
// words; once Stripe answers again the link is made when asked.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEPOSIT_CHECKOUT_MESSAGES } from '../../supabase/functions/deposit-checkout/handler';
import { createStripeGateway, StripeCallError } from '../../supabase/functions/_shared/stripe-gateway';
import { LOCAL_SITE_URL, LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../../supabase/local/stripe/keys';
import {
  backendUrl,
  newAdvertiserAccount,
  newConfirmedCampaign,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  signInAsAdmin,
  type AdvertiserAccount,
  type SignedIn,
} from './helpers';
import { postFunction, stripeControl } from './stripe-helpers';

// Words only Stripe's answer carries: they must reach no advertiser.
const STRIPE_WORDS = 'An unknown error occurred on acct_1LocalStandIn';
const API_ERROR = { status: 500, type: 'api_error', message: STRIPE_WORDS };

let admin: SignedIn;
let advertiser: AdvertiserAccount;
let campaignId: string;

beforeEach(async () => {
  await resetBackend();
  admin = await signInAsAdmin();
  advertiser = await newAdvertiserAccount();
  ({ campaignId } = await newConfirmedCampaign(admin.client, advertiser.advertiserId, { slots: 1, cycles: 3 }));
});

async function checkouts() {
  const { data, error } = await serviceClient().from('deposit_checkouts').select('id, url, status').eq('campaign_id', campaignId);
  expect(error).toBeNull();
  return data!;
}

const askForLink = () => postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token);

async function expectNoLink(res: Response) {
  expect(res.status).toBe(502);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({ error: DEPOSIT_CHECKOUT_MESSAGES.failed });
  expect(text).not.toContain(STRIPE_WORDS);
}

describe.each([
  ['answers an error (500 api_error)', API_ERROR],
  ['is unreachable', { mode: 'down' }],
])('Stripe %s', (_, failure) => {
  it('while the staff confirm: the confirmation stands, its e-mail says to pay from the account, no Checkout is stored; the link is made later', async () => {
    await stripeControl('fail', failure);
    // The phone sale wrote the confirmation to the outbox; the delivery job sends it while Stripe fails.
    expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
    const { data: campaign } = await serviceClient().from('campaigns').select('status').eq('id', campaignId).single();
    expect(campaign).toEqual({ status: 'confirmed' });

    const mail = (await readOutbox()).filter((m) => m.to === advertiser.user.email && m.subject === 'Your billboard booking is confirmed');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Deposit: $1,180.85 ($1,045.00 plus HST 13% $135.85).');
    expect(mail[0]!.text).toContain(`Pay the deposit from your account: ${LOCAL_SITE_URL}/account`);
    expect(mail[0]!.text).not.toContain('/stripe/checkout/');
    expect(mail[0]!.text + mail[0]!.html).not.toContain(STRIPE_WORDS);
    expect(await checkouts()).toEqual([]);

    await expectNoLink(await askForLink());
    expect(await checkouts()).toEqual([]);

    await stripeControl('fail', { mode: null });
    const later = await askForLink();
    expect(later.status).toBe(200);
    const { url } = (await later.json()) as { url: string };
    expect(await checkouts()).toEqual([{ id: url.split('/').pop(), url, status: 'open' }]);
  });

  it('while the advertiser asks again for an open link: a clear error, the stored link unchanged, the same link once Stripe answers', async () => {
    const first = await askForLink();
    expect(first.status).toBe(200);
    const { url } = (await first.json()) as { url: string };
    const before = await checkouts();

    await stripeControl('fail', failure);
    await expectNoLink(await askForLink());
    expect(await checkouts()).toEqual(before);

    await stripeControl('fail', { mode: null });
    const again = await askForLink();
    expect(again.status).toBe(200);
    expect(((await again.json()) as { url: string }).url).toBe(url);
    expect(await checkouts()).toEqual(before);
  });
});

describe('the gateway', () => {
  it('turns Stripe’s error into its own, naming the call and the error type, with Stripe’s words kept only as the cause', async () => {
    const gateway = createStripeGateway({ secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET, apiBase: backendUrl() });
    await stripeControl('fail', API_ERROR);
    const err: unknown = await gateway.retrieveSession('cs_test_missing').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StripeCallError);
    expect((err as Error).message).toBe('Stripe checkout.sessions.retrieve failed (StripeAPIError 500)');
    expect(((err as Error).cause as Error).message).toBe(STRIPE_WORDS);
  });
});
