import { z } from 'zod';
import { CAMPAIGN } from '@shared/business-rules.ts';

export const MANUAL_BOOKING_MESSAGES = {
  board: 'Choose a board.',
  start: 'Choose a start cycle.',
  cycles: `A booking runs for ${CAMPAIGN.minCycles} to ${CAMPAIGN.maxCycles} cycles.`,
} as const;

/** The form's values as typed (strings from the selects), checked before the database decides on the slots. */
export function manualBookingSchema(cycleStarts: readonly string[]) {
  return z.object({
    location_id: z.guid(MANUAL_BOOKING_MESSAGES.board),
    starts_on: z.string().refine((day) => cycleStarts.includes(day), MANUAL_BOOKING_MESSAGES.start),
    cycles: z.coerce
      .number(MANUAL_BOOKING_MESSAGES.cycles)
      .int(MANUAL_BOOKING_MESSAGES.cycles)
      .min(1, MANUAL_BOOKING_MESSAGES.cycles)
      .max(CAMPAIGN.maxCycles, MANUAL_BOOKING_MESSAGES.cycles),
  });
}
