// One figure from the estimate to the receipt: for each of the shared money
// cases, a campaign sold by phone and confirmed here shows the same cents in
// the estimate, the confirmation e-mail the outbox sends, the Checkout Session
// it links to, the invoices the database issues, and the accountant's CSV,
// through a price override and a half refund. Over HTTP with supabase-js.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { site } from '../../src/config/site';
import { listInvoices, type InvoiceSummary } from '../../src/features/invoices/api/invoices';
import { listLedgerPayments } from '../../src/features/invoices/api/ledger-payments';
import { bookkeeperCsv } from '../../src/features/invoices/lib/bookkeeper-csv';
import { estimatePlan, formatEstimate, taxLine } from '../../src/features/locations/lib/estimate';
import { makeLocation } from '../../src/features/locations/testing/locations';
import { addDays, nextCycleStarts, torontoDate } from '../../supabase/functions/_shared/booking-cycles';
import { depositAmount, type DepositBooking } from '../../supabase/functions/_shared/deposit';
import { formatCents } from '../../supabase/functions/_shared/money';
import { confirmationMoneyLines, DEPOSIT_EMAIL_LINES } from '../../supabase/functions/_shared/stripe-deposit';
import { depositLineItems } from '../../supabase/functions/_shared/stripe-gateway';
import { MONEY_CASES, soldRates, type MoneyCase } from '../../supabase/functions/_shared/testing/money-cases';
import type { TaxedAmount } from '../../supabase/functions/_shared/tax';
import type { Database } from '../../src/types/database';
import { newAdvertiserAccount, newBoard, readOutbox, resetBackend, runScheduledJob, signInAsAdmin } from './helpers';

type Client = SupabaseClient<Database>;

let admin: Client;

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as Client;
}, 120_000);

const figures = (amount: TaxedAmount) => [amount.subtotalCents, amount.hstCents, amount.totalCents];
const invoiceFigures = (invoice: InvoiceSummary) => [invoice.subtotal_cents, invoice.hst_cents, invoice.total_cents];

/** A confirmed phone sale of one booking per rate, starting after today, so every cycle can still be re-billed. */
async function sell(money: MoneyCase): Promise<{ campaignId: string; email: string; reference: string }> {
  const { advertiserId, user } = await newAdvertiserAccount();
  const boards = await Promise.all(money.rates.map((rate) => newBoard(2, true, rate)));
  const [startsOn] = nextCycleStarts(addDays(torontoDate(new Date()), 1), 1, site.bookingCycles);
  const sale = await admin.rpc('create_phone_sale', {
    p_advertiser: advertiserId,
    p_location_ids: boards.map((b) => b.id),
    p_starts_on: startsOn!,
    p_cycles: money.cycles,
  });
  if (sale.error) throw new Error(sale.error.message);
  const campaignId = sale.data as string;
  const { data } = await admin.from('campaigns').select('reference').eq('id', campaignId).single();
  return { campaignId, email: user.email, reference: data!.reference };
}

/** The amounts of the local Checkout page's lines, as it shows them. */
async function checkoutLines(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  return [...html.matchAll(/<tr><td>[^<]*<\/td><td style="text-align:right">([^<]+)<\/td><\/tr>/g)].map((m) => m[1]!);
}

async function bookingsOf(campaignId: string): Promise<(DepositBooking & { id: string })[]> {
  const { data, error } = await admin.from('bookings').select('id, price_per_cycle_cents, discount_bp, cycles, status').eq('campaign_id', campaignId);
  if (error) throw new Error(error.message);
  return data;
}

describe(`the same figures everywhere (${inject('databaseKind')})`, () => {
  it.each(MONEY_CASES)(
    '$name',
    async (money) => {
      const { campaignId, email, reference } = await sell(money);
      const confirmed = money.confirmed ?? { invoice: money.invoice, campaign: money.campaign };

      // The confirmation e-mail, as the outbox sends it, and the Checkout Session it links to.
      expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
      const mail = (await readOutbox()).find((m) => m.to === email && m.subject === 'Your billboard booking is confirmed');
      expect(mail?.text).toContain(DEPOSIT_EMAIL_LINES.total(confirmed.campaign));
      expect(mail?.text).toContain(DEPOSIT_EMAIL_LINES.amount(confirmed.invoice));
      const url = /(http:\/\/\S+\/stripe\/checkout\/cs_test_\w+)/.exec(mail!.text)?.[1];
      expect(await checkoutLines(url!)).toEqual([formatCents(confirmed.invoice.subtotalCents), formatCents(confirmed.invoice.hstCents)]);

      if (money.overrideCents !== undefined) {
        for (const booking of await bookingsOf(campaignId)) {
          const set = await admin.rpc('set_booking_price', {
            p_booking: booking.id,
            p_price_per_cycle_cents: money.overrideCents,
            p_reason: 'Agreed by phone',
          });
          expect(set.error).toBeNull();
        }
      }
      for (const cents of money.payments) {
        const recorded =
          cents > 0
            ? await admin.rpc('record_payment', { p_campaign: campaignId, p_amount_cents: cents, p_method: 'cheque', p_reference: `#${cents}` })
            : await admin.rpc('record_refund', {
                p_campaign: campaignId,
                p_amount_cents: -cents,
                p_method: 'cheque',
                p_reference: `#${cents}`,
                p_reason: 'Half back, as agreed',
              });
        expect(recorded.error).toBeNull();
      }

      // The invoices the database issued: those in force at the price sold, any voided at the price confirmed.
      const invoices = (await listInvoices(admin, { campaignId })).sort(
        (a, b) => a.cycle_starts_on.localeCompare(b.cycle_starts_on) || a.number_seq - b.number_seq,
      );
      const inForce = invoices.filter((i) => i.status !== 'void');
      const voided = invoices.filter((i) => i.status === 'void');
      expect(inForce.map(invoiceFigures)).toEqual(inForce.map(() => figures(money.invoice)));
      expect(inForce.map((i) => ({ paidCents: i.paid_cents, balanceCents: i.balance_cents, status: i.status }))).toEqual(money.paid);
      expect(voided.map(invoiceFigures)).toEqual(money.confirmed ? Array.from({ length: money.cycles }, () => figures(money.confirmed!.invoice)) : []);

      // The campaign's figures now, by the builders the e-mails and Checkout use, from the bookings as they stand.
      const bookings = await bookingsOf(campaignId);
      const lines = confirmationMoneyLines({ bookings, paid_cents: 0, due: null }, { kind: 'unconfigured' }).lines;
      expect(lines).toContain(DEPOSIT_EMAIL_LINES.total(money.campaign));
      expect(depositLineItems(reference, depositAmount(bookings)).map((line) => line.price_data?.unit_amount)).toEqual([
        money.invoice.subtotalCents,
        money.invoice.hstCents,
      ]);

      // The estimate of the same boards at the price sold.
      const estimate = estimatePlan(
        soldRates(money).map((rate, i) => makeLocation({ id: `board-${i}`, rate_per_cycle: rate })),
        money.cycles,
      );
      expect(figures(estimate.cost.low)).toEqual(figures(money.campaign));
      expect([formatEstimate(estimate.cost), taxLine(estimate.cost)]).toEqual([money.estimate.cost, money.estimate.taxLine]);

      // The bookkeeper's CSV: every invoice, in dollars and cents, the voided ones saying so, then the payments and refunds.
      const payments = await listLedgerPayments(
        admin,
        invoices.map((i) => i.campaign_key),
      );
      const [, ...rows] = bookkeeperCsv(invoices, payments).trimEnd().split('\r\n');
      const dollars = (cents: number) => (cents / 100).toFixed(2);
      const cells = rows.map((row) => row.split(','));
      const invoiceRows = cells.filter(([type]) => type === 'Invoice');
      const byNumber = new Map(invoices.map((i) => [i.number, i]));
      expect(invoiceRows).toHaveLength(invoices.length);
      for (const [, number, , , , , subtotal, hst, total, paid, balance, status] of invoiceRows) {
        const invoice = byNumber.get(number!)!;
        const expected = invoice.status === 'void' ? money.confirmed!.invoice : money.invoice;
        expect([subtotal, hst, total]).toEqual(figures(expected).map(dollars));
        if (invoice.status === 'void') expect([paid, balance, status]).toEqual(['', '', 'Void']);
        else expect([paid, balance]).toEqual([dollars(invoice.paid_cents), dollars(invoice.balance_cents)]);
      }
      const inForceRows = invoiceRows.filter((row) => row[11] !== 'Void');
      const sum = (column: number) => inForceRows.reduce((s, row) => s + Math.round(Number(row[column]) * 100), 0);
      expect([sum(6), sum(7), sum(8)]).toEqual(figures(money.campaign));
      expect(cells.filter(([type]) => type !== 'Invoice').map((row) => [row[0], row[8]])).toEqual(
        money.payments.map((cents) => [cents < 0 ? 'Refund' : 'Payment', dollars(cents)]),
      );

      // The staff's filters, answered by the database: this advertiser's invoices still owing.
      const open = await listInvoices(admin, { advertiserId: invoices[0]!.advertiser_id!, statuses: ['unpaid', 'partly_paid'] });
      expect(open.map((i) => i.id).sort()).toEqual(
        inForce
          .filter((i) => i.balance_cents > 0)
          .map((i) => i.id)
          .sort(),
      );
    },
    180_000,
  );
});
