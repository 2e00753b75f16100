import { z } from 'zod';
import { CAMPAIGN, PLAN } from '@shared/business-rules.ts';

export const MANUAL_BOOKING_MESSAGES = {
  advertiser: 'Choose the advertiser, or create a new one.',
  boards: 'Choose at least one board.',
  tooManyBoards: `A booking names at most ${PLAN.maxBoards} boards.`,
  start: 'Choose a start cycle.',
  cycles: `A booking runs for ${CAMPAIGN.minCycles} to ${CAMPAIGN.maxCycles} cycles.`,
  // The database's own words (public.create_phone_sale) when the reason is missing.
  noNoticeReason: 'Say why the customer is not e-mailed.',
  noNoticeReasonLength: 'Keep the reason under 500 characters.',
} as const;

/** The longest reason for not e-mailing the customer (public.create_phone_sale checks the same). */
export const NO_NOTICE_REASON_MAX = 500;

/** The form's values as chosen (strings from the selects), checked before the database decides on the slots. */
export function manualBookingSchema(cycleStarts: readonly string[]) {
  return z
    .object({
      advertiser_id: z.guid(MANUAL_BOOKING_MESSAGES.advertiser),
      location_ids: z
        .array(z.guid(MANUAL_BOOKING_MESSAGES.boards))
        .min(1, MANUAL_BOOKING_MESSAGES.boards)
        .max(PLAN.maxBoards, MANUAL_BOOKING_MESSAGES.tooManyBoards),
      starts_on: z.string().refine((day) => cycleStarts.includes(day), MANUAL_BOOKING_MESSAGES.start),
      cycles: z.coerce
        .number(MANUAL_BOOKING_MESSAGES.cycles)
        .int(MANUAL_BOOKING_MESSAGES.cycles)
        .min(1, MANUAL_BOOKING_MESSAGES.cycles)
        .max(CAMPAIGN.maxCycles, MANUAL_BOOKING_MESSAGES.cycles),
      notify: z.boolean(),
      no_notice_reason: z.string().trim().max(NO_NOTICE_REASON_MAX, MANUAL_BOOKING_MESSAGES.noNoticeReasonLength),
    })
    .refine((sale) => sale.notify || sale.no_notice_reason !== '', { message: MANUAL_BOOKING_MESSAGES.noNoticeReason, path: ['no_notice_reason'] });
}
