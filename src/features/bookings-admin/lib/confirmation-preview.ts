// The confirmation a phone sale's customer will receive, built before the
// sale is recorded by the very builders the outbox-delivery job uses
// (buildCampaignNotice, confirmationMoneyLines, insertBeforeFooter), from the
// form's choices and the prices the database will record for them
// (bookingPrice: the board's rate, the campaign-length rate). What only the
// database decides when it records the sale (the reference, the deposit's
// deadline) and the pay link the job makes when it sends are stated in words,
// never guessed.

import { ARTWORK_CONFIRMATION_LINES } from '@shared/artwork-emails.ts';
import { bookingPrice, type BoardFacts } from '@shared/booking-cycles.ts';
import { BOARD, PRICING } from '@shared/business-rules.ts';
import type { DepositBooking } from '@shared/deposit.ts';
import type { OutgoingEmail } from '@shared/mailer.ts';
import { buildCampaignNotice } from '@shared/prospect-emails.ts';
import { DEPOSIT } from '@shared/sale-rules.ts';
import { confirmationMoneyLines, DEPOSIT_EMAIL_LINES, insertBeforeFooter } from '@shared/stripe-deposit.ts';

export const PREVIEW_TEXT = {
  reference: '[given when you record the sale]',
  due: `[${DEPOSIT.unpaidReleaseDays} days after you record the sale: the database sets the exact time then]`,
  payLink: '[the pay link, made when the e-mail is sent]',
  withoutStripe: `Without online payments set up, the pay-link lines read “${DEPOSIT_EMAIL_LINES.invoiceFollows}” instead.`,
} as const;

/** A board of the sale as the preview prices it. */
export type PreviewBoard = Pick<BoardFacts, 'rate_per_cycle'> & { name: string };

export interface PreviewSale {
  /** The advertiser's address; null when they have none (no e-mail can go out). */
  email: string | null;
  boards: readonly PreviewBoard[];
  startsOn: string;
  cycles: number;
}

const PRICE_RANGE = { low: BOARD.ratePerCycle.min, high: BOARD.ratePerCycle.max };

/** The bookings a sale will hold, priced as the database prices them when it stores them. */
export function saleBookings(boards: readonly PreviewBoard[], cycles: number): DepositBooking[] {
  return boards.map((board) => {
    const price = bookingPrice(board, cycles, PRICING.durationRates, PRICE_RANGE);
    return { price_per_cycle_cents: price.pricePerCycleCents, discount_bp: price.discountBp, cycles, status: 'confirmed' };
  });
}

/**
 * The e-mail the job would send for this sale, with a Checkout link; null
 * without an address or a board. A new campaign has no artwork yet, so the
 * artwork's line is the job's "none".
 */
export function confirmationPreview(sale: PreviewSale): OutgoingEmail | null {
  if (!sale.email || sale.boards.length === 0) return null;
  const notice = buildCampaignNotice(
    {
      email: sale.email,
      status: 'confirmed',
      reference: PREVIEW_TEXT.reference,
      bookings: sale.boards.map((board) => ({ board: board.name, startsOn: sale.startsOn, cycles: sale.cycles, status: 'confirmed' })),
    },
    [ARTWORK_CONFIRMATION_LINES.none],
  );
  if (!notice) return null;
  const money = { bookings: saleBookings(sale.boards, sale.cycles), paid_cents: 0, due: PREVIEW_TEXT.due };
  return insertBeforeFooter(notice, confirmationMoneyLines(money, { kind: 'link', url: PREVIEW_TEXT.payLink }));
}
