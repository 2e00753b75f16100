// A refund at Stripe of a payment made for one invoice ("Pay this invoice",
// recorded against it in payments.invoice_id) is credited to that invoice:
// its credit note names it, not the campaign's oldest paid invoice, and each
// invoice's balance still adds up to the ledger's. Runs on PGlite and again on
// a real PostgreSQL.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/types/database';
import { newAdvertiserAccount, newConfirmedCampaign, resetBackend, serviceClient, signInAsAdmin, type AdvertiserAccount } from './helpers';
import { postFunction, stripeControl } from './stripe-helpers';

type Client = SupabaseClient<Database>;

let admin: Client;
let advertiser: AdvertiserAccount;
let campaignId: string;

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as Client;
  advertiser = await newAdvertiserAccount();
  ({ campaignId } = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 3 }));
}, 120_000);

async function invoices(): Promise<Array<{ id: string; total_cents: number; balance_cents: number; credited_cents: number }>> {
  const { data, error } = await serviceClient()
    .from('invoice_summaries')
    .select('id, total_cents, balance_cents, credited_cents')
    .eq('campaign_id', campaignId)
    .is('voided_at', null)
    .order('cycle_starts_on');
  expect(error).toBeNull();
  return data as Array<{ id: string; total_cents: number; balance_cents: number; credited_cents: number }>;
}

describe(`a refund of an invoice's own payment (${inject('databaseKind')})`, () => {
  it('credits the invoice that payment was made for', async () => {
    const [, second] = await invoices();
    const res = await postFunction('deposit-checkout', { campaign_id: campaignId, invoice_id: second!.id }, advertiser.user.session.access_token);
    expect(res.status, await res.clone().text()).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const paid = await stripeControl('pay', { session_id: url.split('/').pop()! });
    expect(paid.webhookStatus).toBe(200);
    const paymentIntent = (paid.session as { payment_intent: string }).payment_intent;

    await stripeControl('refund', { payment_intent: paymentIntent, amount: 20_000 });

    const { data: notes, error } = await serviceClient().from('credit_notes').select('invoice_id, total_cents').eq('campaign_id', campaignId);
    expect(error).toBeNull();
    expect(notes).toEqual([{ invoice_id: second!.id, total_cents: 20_000 }]);

    const after = await invoices();
    // The second invoice is paid: its total less the credit, by its own payment less the refund. The first still owes all of it.
    expect(after.map((i) => [i.credited_cents, i.balance_cents])).toEqual([
      [0, after[0]!.total_cents],
      [20_000, 0],
      [0, after[2]!.total_cents],
    ]);
    const { data: ledger } = await admin.rpc('campaign_ledger', { p_campaign: campaignId });
    expect(after.reduce((sum, i) => sum + i.balance_cents, 0)).toBe(ledger![0]!.balance_cents);
  }, 180_000);
});
