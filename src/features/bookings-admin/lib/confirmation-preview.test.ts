import { describe, expect, it } from 'vitest';
import type { AdvertiserAccountStore } from '@shared/advertiser-account.ts';
import type { ArtworkNoticeStore } from '@shared/artwork-emails.ts';
import type { CampaignNotice, CampaignNoticeStore } from '@shared/campaign-notice-store.ts';
import { buildOutboxMessage, type CampaignMessageDeps } from '@shared/outbox-delivery.ts';
import { DEPOSIT_EMAIL_LINES } from '@shared/stripe-deposit.ts';
import { depositAmount } from '@shared/deposit.ts';
import type { DepositContext, DepositStore } from '@shared/stripe-deposit-store.ts';
import type { CheckoutSessionSummary, StripeGateway } from '@shared/stripe-gateway.ts';
import { confirmationPreview, PREVIEW_TEXT, type PreviewSale } from './confirmation-preview';

const CAMPAIGN = 'c0000000-0000-4000-8000-0000000000c1';
const REFERENCE = 'LDB-2027-0042';
const PAY_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';
const DUE = '2026-12-03T17:30:00.000Z';

const SALE: PreviewSale = {
  email: 'ann@acme.test',
  boards: [
    { name: 'London — Dundas St Downtown', rate_per_cycle: 1650 },
    { name: 'London — Wellington Rd', rate_per_cycle: null },
  ],
  startsOn: '2027-01-04',
  cycles: 6,
};

/** The same sale as the job reads it once the database has recorded it: its prices are the database's (board_price_cents, duration_discount_bp). */
function recordedSale(): { notice: CampaignNotice; context: DepositContext } {
  const bookings = [
    { price_per_cycle_cents: 165_000, discount_bp: 1000, cycles: 6, status: 'confirmed' },
    { price_per_cycle_cents: 110_000, discount_bp: 1000, cycles: 6, status: 'confirmed' },
  ];
  return {
    notice: {
      email: SALE.email!,
      status: 'confirmed',
      reference: REFERENCE,
      bookings: SALE.boards.map((b) => ({ board: b.name, startsOn: SALE.startsOn, cycles: SALE.cycles, status: 'confirmed' })),
    },
    context: {
      campaign_id: CAMPAIGN,
      reference: REFERENCE,
      status: 'confirmed',
      email: SALE.email,
      deposit_due_at: DUE,
      paid_cents: 0,
      // The first cycle's invoice, which the database issues from the same bookings: the deposit.
      due_now_cents: depositAmount(bookings).totalCents,
      due_now_hst_cents: depositAmount(bookings).hstCents,
      next_due_on: DUE.slice(0, 10),
      bookings,
      checkout: null,
    },
  };
}

async function jobEmail() {
  const { notice, context } = recordedSale();
  const session = (amount: number): CheckoutSessionSummary => ({
    id: 'cs_test_1',
    url: PAY_URL,
    status: 'open',
    paymentStatus: 'unpaid',
    amountTotalCents: amount,
    currency: 'cad',
    expiresAt: new Date('2026-11-30T00:00:00Z'),
    campaignId: CAMPAIGN,
  });
  const deps: CampaignMessageDeps = {
    store: {} as CampaignMessageDeps['store'],
    campaigns: { campaignNotice: () => Promise.resolve(notice) } as unknown as CampaignNoticeStore,
    advertiserAccounts: { target: () => Promise.resolve(null) } as unknown as AdvertiserAccountStore,
    artwork: { artworkStatus: () => Promise.resolve({ version: null, boards: [] }) } as unknown as ArtworkNoticeStore,
    deposit: {
      store: { context: () => Promise.resolve(context), saveCheckout: () => Promise.resolve() } as unknown as DepositStore,
      gateway: { createDepositCheckout: (r: { amount: { totalCents: number } }) => Promise.resolve(session(r.amount.totalCents)) } as unknown as StripeGateway,
      siteUrl: 'https://www.londondigitalbillboards.ca',
      now: () => new Date('2026-11-29T08:00:00Z'),
    },
    logError: () => undefined,
  };
  const built = await buildOutboxMessage(deps, { id: 1, kind: 'confirmed', campaign_id: CAMPAIGN, lead_id: null, payload: {}, attempts: 1 });
  if (!('email' in built)) throw new Error(`the job built nothing: ${built.skip}`);
  return built.email;
}

const money = (text: string) => text.split('\n').filter((line) => line.includes('$'));

describe('the phone sale’s e-mail preview', () => {
  it('words the e-mail as the outbox job does, with the same subject, recipient and figures', async () => {
    const job = await jobEmail();
    const preview = confirmationPreview(SALE)!;
    expect(preview.subject).toBe(job.subject);
    expect(preview.to).toBe(job.to);
    expect(money(preview.text)).toEqual(money(job.text));
    expect(money(job.text)).toEqual([
      'Campaign total: $16,780.50 ($14,850.00 plus HST 13% $1,930.50).',
      'Deposit: $2,796.75 ($2,475.00 plus HST 13% $321.75).',
    ]);
    // Only what the database or the job decides later differs, and the preview says so in words.
    const worded = job.text
      .replace(REFERENCE, PREVIEW_TEXT.reference)
      .replace(PAY_URL, PREVIEW_TEXT.payLink)
      .replace(DEPOSIT_EMAIL_LINES.dueBy(new Date(DUE)), DEPOSIT_EMAIL_LINES.dueBy(PREVIEW_TEXT.due));
    expect(preview.text).toBe(worded);
  });

  it('has nothing to show without an address or a board', () => {
    expect(confirmationPreview({ ...SALE, email: null })).toBeNull();
    expect(confirmationPreview({ ...SALE, boards: [] })).toBeNull();
  });
});
