// The deployed entries of stripe-webhook, deposit-checkout and deposit-refund (index.ts under
// real Deno, with the `stripe` package from npm: its fetch client and Web
// Crypto signature check) against the local backend and its Stripe stand-in:
// the same contract as the handlers the backend runs in Node.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../../supabase/local/stripe/keys';
import { startDenoFunction, type DenoFunction } from './deno-function';
import {
  backendUrl,
  newAdvertiserAccount,
  newConfirmedCampaign,
  resetBackend,
  serviceClient,
  signInAsAdmin,
  type AdvertiserAccount,
  type SignedIn,
} from './helpers';
import { payDeposit } from './stripe-helpers';

let webhook: DenoFunction | undefined;
let checkout: DenoFunction | undefined;
let refund: DenoFunction | undefined;
let admin: SignedIn;
let advertiser: AdvertiserAccount;
let campaignId: string;

beforeAll(async () => {
  await resetBackend();
  const stripe = { STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: backendUrl() };
  [webhook, checkout, refund] = await Promise.all([
    startDenoFunction(backendUrl(), 'http://127.0.0.1:9/unused', stripe, 'stripe-webhook'),
    startDenoFunction(backendUrl(), 'http://127.0.0.1:9/unused', { ...stripe, SITE_URL: 'https://www.example.ca' }, 'deposit-checkout'),
    startDenoFunction(backendUrl(), 'http://127.0.0.1:9/unused', stripe, 'deposit-refund'),
  ]);
  admin = await signInAsAdmin();
  advertiser = await newAdvertiserAccount();
  ({ campaignId } = await newConfirmedCampaign(admin.client, advertiser.advertiserId, { cycles: 1 }));
});

afterAll(async () => {
  webhook?.stop();
  checkout?.stop();
  refund?.stop();
  await resetBackend();
});

function signed(event: Record<string, unknown>, secret = LOCAL_STRIPE_WEBHOOK_SECRET): RequestInit {
  const payload = JSON.stringify(event);
  return { method: 'POST', headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) }, body: payload };
}

describe('deposit functions under Deno (index.ts)', () => {
  it('deposit-checkout makes a Checkout Session through the package, on the stand-in, for the campaign’s advertiser only', async () => {
    const ask = (token: string) =>
      fetch(checkout!.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ campaign_id: campaignId }),
      });
    const res = await ask(advertiser.user.session.access_token);
    expect(res.status, checkout!.output()).toBe(200);
    const { url, total_cents } = (await res.json()) as { url: string; total_cents: number };
    // $1,100 plus 13% HST.
    expect(total_cents).toBe(124_300);
    expect(url).toMatch(new RegExp(`^${backendUrl()}/stripe/checkout/cs_test_\\w+$`));
    const api = await fetch(`${backendUrl()}/v1/checkout/sessions/${url.split('/').pop()}`, {
      headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
    });
    expect(await api.json()).toMatchObject({
      success_url: 'https://www.example.ca/account/paid?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `https://www.example.ca/account/campaigns/${campaignId}`,
      metadata: { campaign_id: campaignId },
    });
    const other = await newAdvertiserAccount();
    expect((await ask(other.user.session.access_token)).status).toBe(403);
  });

  it('stripe-webhook checks the signature with the package and records a completed session once', async () => {
    const event = {
      id: `evt_deno_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_deno_${randomUUID().replaceAll('-', '')}`,
          object: 'checkout.session',
          amount_total: 124_300,
          currency: 'cad',
          metadata: { campaign_id: campaignId },
          payment_intent: 'pi_deno_1',
          payment_status: 'paid',
          status: 'complete',
        },
      },
    };
    expect((await fetch(webhook!.url, signed(event, 'whsec_not_ours'))).status).toBe(400);
    const res = await fetch(webhook!.url, signed(event));
    expect(res.status, webhook!.output()).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'payment recorded' });
    expect(await (await fetch(webhook!.url, signed(event))).json()).toEqual({ received: true, outcome: 'duplicate' });
    const { data } = await serviceClient().from('payments').select('amount_cents, method, stripe_payment_intent_id').eq('campaign_id', campaignId);
    expect(data).toEqual([{ amount_cents: 124_300, method: 'card', stripe_payment_intent_id: 'pi_deno_1' }]);
  });

  it('deposit-refund asks Stripe through the package for the admin only; the stand-in’s event records the refund', async () => {
    const own = await newConfirmedCampaign(admin.client, advertiser.advertiserId, { cycles: 1 });
    await payDeposit(own.campaignId, advertiser.user.session.access_token);
    expect((await admin.client.rpc('cancel_campaign', { p_campaign: own.campaignId, p_reason: 'Cancelled in writing' })).error).toBeNull();
    const ask = (token: string) =>
      fetch(refund!.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ campaign_id: own.campaignId }),
      });
    expect((await ask(advertiser.user.session.access_token)).status).toBe(403);
    const res = await ask(admin.session.access_token);
    expect(res.status, refund!.output()).toBe(202);
    const { data } = await serviceClient().from('payments').select('amount_cents').eq('campaign_id', own.campaignId).order('created_at');
    expect(data).toEqual([{ amount_cents: 124_300 }, { amount_cents: -124_300 }]);
  });
});
