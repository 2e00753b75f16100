// An invoice's figures, stated once in TypeScript: what a cycle of a booking
// is billed, what a campaign's payments pay of each invoice, and the status
// that follows. The database makes and sums the invoices
// (private.campaign_cycle_lines, public.invoice_summaries); the integration
// tests hold it to these rules.
import { bookingTotalCents, type BookingPrice } from './booking-cycles.ts';
import { withHst, type TaxedAmount } from './tax.ts';

/**
 * The k-th cycle (from 1) of a booking: the booking's total after k cycles
 * less its total after k - 1, so a booking's invoices add up to exactly the
 * total the estimate showed, whatever the rounding of each cycle.
 */
export function cycleLineCents(price: BookingPrice, k: number): number {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`a cycle is counted from 1, not ${k}`);
  return bookingTotalCents(price, k) - bookingTotalCents(price, k - 1);
}

/** An invoice's subtotal, HST (once, on the subtotal) and total from its lines' amounts. */
export function invoiceAmounts(lineCents: readonly number[]): TaxedAmount {
  return withHst(lineCents.reduce((sum, cents) => sum + cents, 0));
}

/** A booking as it is billed: its price and how many cycles it runs. */
export interface BilledBooking extends BookingPrice {
  cycles: number;
}

/**
 * The invoices of a campaign whose bookings start together (as a campaign's
 * do; an extension lengthens them): the k-th holds the k-th cycle of every
 * booking that runs it, as private.campaign_cycle_lines groups them.
 */
export function campaignInvoiceAmounts(bookings: readonly BilledBooking[]): TaxedAmount[] {
  const cycles = bookings.reduce((most, b) => Math.max(most, b.cycles), 0);
  return Array.from({ length: cycles }, (_, i) => invoiceAmounts(bookings.filter((b) => b.cycles > i).map((b) => cycleLineCents(b, i + 1))));
}

/**
 * A campaign's subtotal, HST and total: the sums of its invoices'. HST is
 * rounded on each invoice, so this, not the tax on the whole subtotal, is what
 * the advertiser pays; the estimate, the e-mails and the campaign pages say it.
 */
export function campaignAmounts(bookings: readonly BilledBooking[]): TaxedAmount {
  return campaignInvoiceAmounts(bookings).reduce(
    (sum, invoice) => ({
      subtotalCents: sum.subtotalCents + invoice.subtotalCents,
      hstCents: sum.hstCents + invoice.hstCents,
      totalCents: sum.totalCents + invoice.totalCents,
    }),
    { subtotalCents: 0, hstCents: 0, totalCents: 0 },
  );
}

export interface InvoiceToPay {
  id: string;
  totalCents: number;
  /** What its credit notes took off (none when left out). */
  creditedCents?: number;
}

export interface InvoicePaid {
  id: string;
  paidCents: number;
  balanceCents: number;
}

/**
 * A campaign's payments (refunds negative, so `receivedCents` is their sum)
 * against its invoices in force, oldest cycle first: each takes what is left,
 * up to its total less its credit notes, so a deposit pays the first. What
 * exceeds them all stays on the last as a credit (a negative balance).
 */
export function allocatePayments(invoices: readonly InvoiceToPay[], receivedCents: number): InvoicePaid[] {
  let left = Math.max(0, receivedCents);
  return invoices.map((invoice, i) => {
    const last = i === invoices.length - 1;
    const owed = invoice.totalCents - (invoice.creditedCents ?? 0);
    const paidCents = last ? left : Math.min(owed, left);
    left -= paidCents;
    return { id: invoice.id, paidCents, balanceCents: owed - paidCents };
  });
}

export type InvoiceStatus = 'unpaid' | 'partly_paid' | 'paid' | 'overdue' | 'void';

/** The status public.invoice_summaries derives; `today` and `dueOn` are days (YYYY-MM-DD) in Toronto. */
export function invoiceStatus(invoice: { voided: boolean; balanceCents: number; paidCents: number; dueOn: string }, today: string): InvoiceStatus {
  if (invoice.voided) return 'void';
  if (invoice.balanceCents <= 0) return 'paid';
  if (invoice.dueOn < today) return 'overdue';
  return invoice.paidCents > 0 ? 'partly_paid' : 'unpaid';
}
