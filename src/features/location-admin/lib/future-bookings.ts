import { addDays, campaignPeriodLabel, cycleEnd, torontoDate } from '@shared/booking-cycles.ts';
import { effectiveBookingStatus, type BookingStatus } from '@shared/booking-slots.ts';
import { CAMPAIGN } from '@shared/business-rules.ts';
import { advertiserName } from '@/lib/advertisers/advertisers';

/** A booking of the board as the deactivation warning reads it, its campaign and advertiser embedded. */
export interface BoardBooking {
  id: string;
  starts_on: string;
  cycles: number;
  status: BookingStatus;
  expires_at: string | null;
  campaign: { id: string; name: string; reference: string; advertiser: { company: string | null; contact_name: string } | null } | null;
}

export interface FutureBooking {
  id: string;
  startsOn: string;
  campaignId: string | null;
  /** 'Acme Dental — Acme Dental, Dec 7, 2026' */
  title: string;
  /** 'Mon Dec 7, 2026 to Sun Jan 3, 2027' */
  period: string;
  status: 'requested' | 'confirmed';
}

/** The earliest start a booking still running today can have: the request's lower bound. */
export function earliestRunningStart(now: Date): string {
  return addDays(torontoDate(now), -CAMPAIGN.maxCycles * CAMPAIGN.cycleDays);
}

/**
 * The bookings that still hold the board after today: confirmed, or requested
 * with the hold open, whose last cycle has not ended. Soonest first.
 */
export function futureBookings(bookings: readonly BoardBooking[], now: Date): FutureBooking[] {
  const today = torontoDate(now);
  return bookings
    .flatMap((booking): FutureBooking[] => {
      const status = effectiveBookingStatus(booking, now);
      if (status !== 'requested' && status !== 'confirmed') return [];
      const start = booking.starts_on.slice(0, 10);
      // cycleEnd is the last day on air.
      if (cycleEnd(start, booking.cycles) < today) return [];
      const campaign = booking.campaign;
      const who = campaign?.advertiser ? advertiserName(campaign.advertiser) : null;
      return [
        {
          id: booking.id,
          startsOn: start,
          campaignId: campaign?.id ?? null,
          title: [who, campaign?.name].filter(Boolean).join(' — ') || 'A booking',
          period: campaignPeriodLabel(start, booking.cycles),
          status,
        },
      ];
    })
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.title.localeCompare(b.title));
}
