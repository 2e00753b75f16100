// The advertiser's e-mails leave from the database, not the staff's browser:
// each change writes its message to the outbox in its own transaction, and
// the outbox-delivery job (scheduled-work, as pg_cron runs it) sends it once
// through the one mailer, retries a failure after its backoff, and records
// each sent message on the campaign's timeline. No function is called here but
// the job: what a browser would have had to remember, nobody has to.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { depositAmount } from '../../supabase/functions/_shared/deposit';
import { PAYMENT_EMAIL_LINES } from '../../supabase/functions/_shared/outbox-emails';
import { campaignTotal } from '../../supabase/functions/_shared/stripe-deposit';
import { blackPng } from '../e2e/png';
import {
  backendUrl,
  createUser,
  LOCAL_ANON_KEY,
  newAdvertiserAccount,
  newBoard,
  newConfirmedCampaign,
  outboxDueNow,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  setMailerMode,
  signInAsAdmin,
} from './helpers';

let admin: SupabaseClient;

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client;
}, 120_000);

interface Message {
  id: number;
  kind: string;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
  recipient: string | null;
  resend_of: number | null;
}

/** The campaign's messages; each invoice's own e-mail when issued (invoice-issued-email.test.ts's) left out unless asked. */
async function messages(campaignId: string, withInvoices = false): Promise<Message[]> {
  const { data, error } = await admin.rpc('campaign_messages', { p_campaign: campaignId });
  if (error) throw new Error(error.message);
  return (data as Message[]).filter((m) => withInvoices || m.kind !== 'invoice_issued');
}

/** A new advertiser with an address and no account yet, as the staff record one for a phone sale. */
async function newAdvertiser(): Promise<{ id: string; email: string }> {
  const email = `ana+${randomUUID()}@example.com`;
  const { data, error } = await serviceClient().from('advertisers').insert({ company: 'Ana Bakery', contact_name: 'Ana', email }).select('id').single();
  if (error) throw new Error(error.message);
  return { id: data.id as string, email };
}

async function phoneSale(advertiserId: string, extra: Record<string, unknown> = {}) {
  const board = await newBoard(2, true, 1650);
  const [startsOn] = nextCycleStarts(new Date(), 6, site.bookingCycles).slice(5);
  return admin.rpc('create_phone_sale', { p_advertiser: advertiserId, p_location_ids: [board.id], p_starts_on: startsOn, p_cycles: 2, ...extra });
}

const mailTo = async (to: string) => (await readOutbox()).filter((m) => m.to === to && !/^Your invoice INV-/.test(m.subject));

async function deliver() {
  const run = await runScheduledJob('outbox-delivery');
  expect(run).toMatchObject({ name: 'outbox-delivery', ok: true });
}

describe('the outbox', () => {
  it('a phone sale’s confirmation goes out through the job alone, once, with the account, the total and the deposit, and is on the timeline in words', async () => {
    const advertiser = await newAdvertiser();
    const sale = await phoneSale(advertiser.id);
    expect(sale.error).toBeNull();
    const campaignId = sale.data as string;
    expect(await messages(campaignId)).toMatchObject([{ kind: 'confirmed', sent_at: null, attempts: 0 }]);
    expect(await mailTo(advertiser.email)).toEqual([]);

    await deliver();
    const sent = await mailTo(advertiser.email);
    expect(sent.map((m) => m.subject)).toEqual(['Your billboard booking is confirmed']);
    expect(sent[0]!.text).toMatch(/Campaign total: \$[\d,]+\.\d\d \(\$[\d,]+\.\d\d plus HST/);
    expect(sent[0]!.text).toContain('Pay the deposit online:');
    expect(sent[0]!.text).toContain('Please pay it by');
    expect(sent[0]!.text).toContain('/account');
    // The account the e-mail tells them to sign in to exists now.
    const { data: record } = await serviceClient().from('advertisers').select('user_id').eq('id', advertiser.id).single();
    expect(record!.user_id).not.toBeNull();

    const [message] = await messages(campaignId);
    expect(message).toMatchObject({ kind: 'confirmed', attempts: 1, recipient: advertiser.email, last_error: null });
    expect(message!.sent_at).not.toBeNull();
    const { data: events } = await admin.from('campaign_events').select('details').eq('campaign_id', campaignId).eq('action', 'emailed');
    expect(events!.filter((e) => (e.details as { kind: string }).kind !== 'invoice_issued')).toEqual([
      { details: { kind: 'confirmed', to: advertiser.email, note: 'deposit_link', message_id: message!.id } },
    ]);

    // Another run finds nothing to send.
    await deliver();
    expect(await mailTo(advertiser.email)).toHaveLength(1);
  }, 120_000);

  it('a phone sale the staff choose not to e-mail needs a reason, recorded on the timeline, and writes no message', async () => {
    const advertiser = await newAdvertiser();
    const refused = await phoneSale(advertiser.id, { p_notify: false });
    expect(refused.error).toMatchObject({ message: 'Say why the customer is not e-mailed.', details: 'notice_reason' });
    const sale = await phoneSale(advertiser.id, { p_notify: false, p_no_notice_reason: 'Customer asked for paper mail only' });
    expect(sale.error).toBeNull();
    const campaignId = sale.data as string;
    // Nor its invoices' e-mails: the customer asked for none.
    expect(await messages(campaignId, true)).toEqual([]);
    const { data: events } = await admin.from('campaign_events').select('action, reason').eq('campaign_id', campaignId).order('id');
    expect(events).toEqual([
      { action: 'confirmed', reason: 'Phone sale' },
      { action: 'notice_skipped', reason: 'Customer asked for paper mail only' },
    ]);
    await deliver();
    expect((await readOutbox()).filter((m) => m.to === advertiser.email)).toEqual([]);
  }, 120_000);

  it('a failed send stays visible and is tried again only after its backoff, then goes out once', async () => {
    const advertiser = await newAdvertiser();
    const campaignId = (await phoneSale(advertiser.id)).data as string;
    await setMailerMode('fail');
    await deliver();
    const [failed] = await messages(campaignId);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed!.last_error).toContain('set to fail');

    await setMailerMode('ok');
    // Within its backoff: not yet.
    await deliver();
    expect(await mailTo(advertiser.email)).toEqual([]);
    expect((await messages(campaignId))[0]).toMatchObject({ attempts: 1, sent_at: null });

    expect((await outboxDueNow()).due).toBeGreaterThanOrEqual(1);
    await deliver();
    await deliver();
    expect((await mailTo(advertiser.email)).map((m) => m.subject)).toEqual(['Your billboard booking is confirmed']);
    expect((await messages(campaignId))[0]).toMatchObject({ attempts: 2, last_error: null, recipient: advertiser.email });
  }, 120_000);

  it('a cancellation tells what became of the deposit under the terms, and the staff can send a message again', async () => {
    const advertiser = await newAdvertiser();
    const campaignId = (await phoneSale(advertiser.id)).data as string;
    expect(
      (await admin.rpc('record_payment', { p_campaign: campaignId, p_amount_cents: 50_000, p_method: 'cheque', p_reference: 'Cheque 12' })).error,
    ).toBeNull();
    expect((await admin.rpc('cancel_campaign', { p_campaign: campaignId, p_reason: 'Closed the shop' })).error).toBeNull();
    await deliver();
    const cancelled = (await mailTo(advertiser.email)).filter((m) => m.subject === 'Your billboard campaign is cancelled');
    expect(cancelled).toHaveLength(1);
    // Cancelled five cycles ahead: well within the notice the terms ask, so the deposit is refunded.
    expect(cancelled[0]!.text).toContain('Your deposit of $500.00 is refunded in full under our terms');
    expect(cancelled[0]!.text).not.toContain('Closed the shop');

    const sent = (await messages(campaignId)).find((m) => m.kind === 'cancelled')!;
    const pendingAgain = await admin.rpc('resend_campaign_message', { p_message: sent.id });
    expect(pendingAgain.error).toBeNull();
    // A copy still waiting is not copied again.
    expect((await admin.rpc('resend_campaign_message', { p_message: pendingAgain.data })).error?.details).toBe('message_pending');
    await deliver();
    expect((await mailTo(advertiser.email)).filter((m) => m.subject === 'Your billboard campaign is cancelled')).toHaveLength(2);
    expect((await messages(campaignId)).filter((m) => m.kind === 'cancelled')).toMatchObject([{ resend_of: null }, { resend_of: sent.id }]);
  }, 120_000);

  it('a declined request and an artwork sent back and approved are each e-mailed once, by the job', async () => {
    // A request through the contact function, as a visitor makes one.
    const email = `rosa+${randomUUID()}@example.com`;
    const [startsOn] = nextCycleStarts(new Date(), 8, site.bookingCycles).slice(7);
    const board = await newBoard(2, true, 1650);
    const res = await fetch(`${backendUrl()}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Rosa',
        email,
        company: 'Rosa Co',
        phone: '519-555-0142',
        message: 'Book it',
        source: 'campaign-plan',
        idempotency_key: randomUUID(),
        location_ids: [board.id],
        booking: { starts_on: startsOn, cycles: 1 },
      }),
    });
    expect(res.status).toBe(200);
    const { id: lead } = (await res.json()) as { id: string };
    const { data: requested } = await serviceClient().from('campaigns').select('id').eq('lead_id', lead).single();
    expect((await admin.rpc('decline_campaign', { p_campaign: requested!.id, p_reason: 'Board under repair' })).error).toBeNull();
    await deliver();
    await deliver();
    expect((await mailTo(email)).filter((m) => m.subject === 'Your billboard booking request')).toHaveLength(1);

    // Artwork: the advertiser uploads a version, the staff send it back, then approve the next.
    const ann = await newAdvertiserAccount();
    const { campaignId } = await newConfirmedCampaign(admin, ann.advertiserId);
    const upload = async () => {
      const png = blackPng(64, 32);
      const call = (body: unknown) =>
        fetch(`${backendUrl()}/functions/v1/artwork-version`, {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${ann.user.session.access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const { data: appliesFrom } = await admin.rpc('artwork_next_open_cycle', { p_campaign: campaignId });
      const prepared = (await (
        await call({ campaignId, locationId: null, appliesFrom, fileName: 'ad.png', contentType: 'image/png', size: png.length })
      ).json()) as {
        path: string;
        signedUrl: string;
      };
      expect((await fetch(prepared.signedUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(png) })).status).toBe(200);
      const submitted = await call({ submit: prepared.path, appliesFrom });
      expect(submitted.status).toBe(200);
      return ((await submitted.json()) as { id: string }).id;
    };
    const first = await upload();
    const rejected = await admin.rpc('reject_artwork', { p_version: first, p_reason: 'illegible_text', p_comment: 'Make the phone number bigger.' });
    expect(rejected.error).toBeNull();
    const second = await upload();
    expect((await admin.rpc('approve_artwork', { p_version: second })).error).toBeNull();
    await deliver();
    await deliver();
    const subjects = (await mailTo(ann.user.email)).map((m) => m.subject).filter((s) => s.startsWith('Your artwork'));
    expect(subjects.sort()).toEqual([expect.stringMatching(/^Your artwork is approved/), expect.stringMatching(/^Your artwork needs a change/)]);
    const needsChange = (await mailTo(ann.user.email)).find((m) => m.subject.startsWith('Your artwork needs a change'));
    expect(needsChange!.text).toContain('Our note: Make the phone number bigger.');
    expect((await messages(campaignId)).map((m) => [m.kind, m.sent_at !== null])).toEqual([
      ['confirmed', true],
      ['artwork_rejected', true],
      ['artwork_approved', true],
    ]);
  }, 180_000);

  it('a payment gets its receipt with what it paid and the balance left, a refund its e-mail, a go-live time its e-mail: each once', async () => {
    const advertiser = await newAdvertiser();
    const campaignId = (await phoneSale(advertiser.id)).data as string;
    const { data: bookings } = await serviceClient()
      .from('bookings')
      .select('price_per_cycle_cents, discount_bp, cycles, status')
      .eq('campaign_id', campaignId);
    const deposit = depositAmount(bookings!);
    const total = campaignTotal(bookings!);
    expect(
      (await admin.rpc('record_payment', { p_campaign: campaignId, p_amount_cents: 50_000, p_method: 'cheque', p_reference: 'Cheque 7' })).error,
    ).toBeNull();
    expect(
      (await admin.rpc('record_refund', { p_campaign: campaignId, p_amount_cents: 20_000, p_method: 'e_transfer', p_reference: 'ET 9', p_reason: 'Overpaid' }))
        .error,
    ).toBeNull();
    const goLive = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect((await admin.rpc('set_go_live', { p_campaign: campaignId, p_at: goLive, p_reason: 'Asked for a Monday' })).error).toBeNull();
    await deliver();
    await deliver();
    const { data: campaign } = await admin.from('campaigns').select('reference').eq('id', campaignId).single();
    const mails = await mailTo(advertiser.email);
    const receipt = mails.filter((m) => m.subject === `Receipt: $500.00 for campaign ${campaign!.reference}`);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain('We received your payment of $500.00 (cheque)');
    expect(receipt[0]!.text).toContain(PAYMENT_EMAIL_LINES.paysPartOfDeposit(deposit, deposit.totalCents - 50_000));
    // The balance still owed is the campaign's ledger's: the refund's credit note took its part off the invoices, so
    // it is not the campaign's total less what is paid net of the refund.
    const { data: ledger } = await admin.rpc('campaign_ledger', { p_campaign: campaignId });
    const balance = (ledger as Array<{ balance_cents: number }>)[0]!.balance_cents;
    expect(balance).not.toBe(total.totalCents - 30_000);
    expect(receipt[0]!.text).toContain(PAYMENT_EMAIL_LINES.balance(balance));
    const refund = mails.filter((m) => m.subject === `Refund of $200.00 for campaign ${campaign!.reference}`);
    expect(refund).toHaveLength(1);
    expect(refund[0]!.text).toContain('We refunded $200.00 to you (e-transfer)');
    expect(refund[0]!.text).toContain(PAYMENT_EMAIL_LINES.paidAfterRefund(30_000));
    expect(refund[0]!.text).not.toContain('Overpaid');
    expect(mails.filter((m) => m.subject === `Your ad’s go-live time (${campaign!.reference})`)).toHaveLength(1);
    expect((await messages(campaignId)).map((m) => [m.kind, m.sent_at !== null])).toEqual([
      ['confirmed', true],
      ['payment_receipt', true],
      ['refund', true],
      ['go_live_set', true],
    ]);
    const { data: events } = await admin.from('campaign_events').select('details').eq('campaign_id', campaignId).eq('action', 'emailed');
    expect(events!.map((e) => (e.details as { kind: string; note?: string }).note ?? null)).toContain('deposit');
  }, 120_000);

  it('what the job reads and writes is the service role’s; the staff’s list and re-send are the admin’s', async () => {
    expect((await serviceClient().rpc('claim_outbox_messages', { p_limit: 0, p_lease_seconds: 60 })).error).toBeNull();
    expect((await admin.rpc('claim_outbox_messages', { p_limit: 0, p_lease_seconds: 60 })).error?.code).toBe('42501');
    expect(
      (await admin.rpc('finish_outbox_message', { p_id: 1, p_outcome: 'sent', p_recipient: 'x@example.com', p_error: null, p_note: null })).error?.code,
    ).toBe('42501');
    const { client: user } = await createUser();
    expect((await user.rpc('campaign_messages', { p_campaign: randomUUID() })).error?.code).toBe('42501');
    expect((await user.rpc('resend_campaign_message', { p_message: 1 })).error?.code).toBe('42501');
  }, 120_000);
});
