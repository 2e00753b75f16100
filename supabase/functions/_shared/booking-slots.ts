// Bookings as the database counts them: what a booking holds, and the slots
// each board has taken in each cycle (the staff's grid). Apart from the
// calendar so that pages which only read availability do not carry it.
import type { Enums } from '../../../src/types/database.ts';
import { campaignCycleStarts } from './booking-cycles.ts';

/** The database's enum (npm run db:types). */
export type BookingStatus = Enums<'booking_status'>;

/** The statuses of a booking that holds its slot (or held it, once run): a campaign's boards and price count these. */
export const SLOT_HOLDING_STATUSES: ReadonlySet<string> = new Set<BookingStatus>(['requested', 'confirmed']);

export interface BookingSlot {
  location_id: string;
  starts_on: string;
  cycles: number;
  status: BookingStatus;
  expires_at: string | null;
}

/**
 * The status as the database counts it: a request past its expiry holds
 * nothing and reads as expired, even before a write marks the row. The
 * database's statement of the rule is private.booking_holds_slot(); the
 * business-rules catalog test runs both on the same bookings.
 */
export function effectiveBookingStatus(booking: Pick<BookingSlot, 'status' | 'expires_at'>, now: Date): BookingStatus {
  if (booking.status === 'requested' && (booking.expires_at === null || Date.parse(booking.expires_at) <= now.getTime())) return 'expired';
  return booking.status;
}

export interface CycleSlots {
  requested: number;
  confirmed: number;
}

/** Requested and confirmed slots of each board in each given cycle (the staff's grid), keyed `${location_id}|${cycle_start}`. */
export function slotsByCycle(bookings: readonly BookingSlot[], cycleStarts: readonly string[], now: Date): Map<string, CycleSlots> {
  const result = new Map<string, CycleSlots>();
  const wanted = new Set(cycleStarts);
  for (const booking of bookings) {
    const status = effectiveBookingStatus(booking, now);
    if (status !== 'requested' && status !== 'confirmed') continue;
    for (const start of campaignCycleStarts(booking.starts_on.slice(0, 10), booking.cycles)) {
      if (!wanted.has(start)) continue;
      const key = `${booking.location_id}|${start}`;
      const entry = result.get(key) ?? { requested: 0, confirmed: 0 };
      entry[status] += 1;
      result.set(key, entry);
    }
  }
  return result;
}
