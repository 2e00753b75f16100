import { formatDay } from '@shared/booking-cycles.ts';
import { formatCents } from '@shared/money.ts';
import type { MakeGood } from '../api/get-proof';
import { cycleLabel, formatPlays } from './proof-format';

/** How the proof words a make-good (the dashboard's form that records one has its own texts). */
export const MAKE_GOOD_PROOF_TEXT = {
  label: 'Make-good',
  extraDays: (n: number) => `${n} extra day${n === 1 ? '' : 's'}`,
  notStarted: 'not started yet',
  soFar: ' so far',
  credit: (note: string, subtotal: string, total: string) => `Credit note ${note}: ${subtotal} before HST (${total} with HST)`,
} as const;

/** 'Mon Jan 4, 2027 to Fri Jan 8, 2027', or the one day. */
function daysLabel(first: string, last: string): string {
  return first === last ? formatDay(first) : cycleLabel(first, last);
}

/**
 * A make-good in words, as the proof shows it under the cycle it makes good:
 * '1,234 plays over 5 extra days, Mon Jan 4, 2027 to Fri Jan 8, 2027' (so far
 * while the days run; not started yet before them), or the credit note with
 * its amounts.
 */
export function makeGoodText(makeGood: MakeGood, today: string): string {
  if (makeGood.kind === 'credit') {
    return MAKE_GOOD_PROOF_TEXT.credit(makeGood.creditNote, formatCents(makeGood.creditSubtotalCents), formatCents(makeGood.creditTotalCents));
  }
  const days = `${MAKE_GOOD_PROOF_TEXT.extraDays(makeGood.days)}, ${daysLabel(makeGood.startsOn, makeGood.lastDay)}`;
  if (makeGood.startsOn > today && makeGood.plays === 0) return `${days}, ${MAKE_GOOD_PROOF_TEXT.notStarted}`;
  const running = makeGood.startsOn <= today && today <= makeGood.lastDay;
  return `${formatPlays(makeGood.plays)} play${makeGood.plays === 1 ? '' : 's'}${running ? MAKE_GOOD_PROOF_TEXT.soFar : ''} over ${days}`;
}

/** The make-goods given for one board-cycle. */
export const makeGoodsOf = (makeGoods: readonly MakeGood[], c: { locationId: string; cycleStart: string }) =>
  makeGoods.filter((m) => m.locationId === c.locationId && m.cycleStart === c.cycleStart);
