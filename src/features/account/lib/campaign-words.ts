import { formatTorontoDateTime } from '@/lib/format-toronto-time';
import { campaignPeriodLabel } from '@shared/booking-cycles.ts';
import type { AccountBooking, BookingStatus, CampaignStatus } from '../api/account-campaigns';

// How the advertiser reads their campaign: each state in words, each
// milestone by name, dates in words on the Toronto calendar.

export const ACCOUNT_STATUS_WORDS: Record<CampaignStatus, string> = {
  requested: 'Requested: we are checking the dates and will confirm them',
  confirmed: 'Confirmed: your dates are booked',
  live: 'Live: your ad is on the boards',
  completed: 'Completed',
  declined: 'Declined: these dates could not be booked',
  cancelled: 'Cancelled',
  expired: 'Lapsed: the request was not confirmed in time',
};

const MILESTONE_WORDS: Record<string, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  live: 'Live',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Request lapsed',
  artwork_approved: 'Artwork approved',
};

/** A milestone's name by its action; an action named later (e.g. artwork_approved) reads as its words. */
export function milestoneLabel(action: string): string {
  const named = MILESTONE_WORDS[action];
  if (named) return named;
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Updated';
}

/** 'Nov 27, 2026, 9:14 a.m. (Toronto time)'. */
export function formatMilestoneTime(instant: string): string {
  return `${formatTorontoDateTime(instant)} (Toronto time)`;
}

const RELEASED: Partial<Record<BookingStatus, string>> = { declined: 'not booked', cancelled: 'released', expired: 'released' };

/** 'Mon Dec 7, 2026 to Sun Jan 3, 2027 (1 cycle of 4 weeks)', with a note when the dates are no longer booked. */
export function bookingDatesLabel(booking: Pick<AccountBooking, 'starts_on' | 'cycles' | 'status'>): string {
  const cycles = `${booking.cycles} cycle${booking.cycles === 1 ? '' : 's'} of 4 weeks`;
  const note = RELEASED[booking.status];
  return `${campaignPeriodLabel(booking.starts_on, booking.cycles)} (${cycles})${note ? `, ${note}` : ''}`;
}

export const boardName = (booking: Pick<AccountBooking, 'board'>) => booking.board ?? 'A board no longer listed';
