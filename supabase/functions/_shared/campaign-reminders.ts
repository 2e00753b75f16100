// What needs the staff's attention soon, as the database answers it
// (private.campaign_reminders): the same lists on the dashboard and in the
// morning digest.

import { BOOKING_TIME_ZONE, formatDay, torontoDate } from './booking-cycles.ts';

/** The database's campaign_status enum, as these lists carry it. */
export type ReminderStatus = 'requested' | 'confirmed' | 'live';

export interface ReminderCampaign {
  id: string;
  reference: string;
  name: string;
  status: ReminderStatus;
  /** Company, or the contact's name when there is none. */
  advertiser: string;
  /** First and last day of its confirmed bookings ('YYYY-MM-DD'); null for a request. */
  starts_on: string | null;
  ends_on: string | null;
  /** When its hold lapses (an open request); null otherwise. */
  expires_at: string | null;
  total_cents: number;
}

export interface CampaignReminders {
  /** Today in Toronto, 'YYYY-MM-DD'. */
  today: string;
  /** Requests whose hold lapses within 48 hours. */
  expiring: ReminderCampaign[];
  /** Confirmed campaigns starting within 7 days. */
  starting: ReminderCampaign[];
  /** Confirmed or live campaigns ending within two cycles: time to offer a renewal. */
  renewals: ReminderCampaign[];
}

export const REMINDER_HEADINGS = {
  expiring: 'Holds expiring within 48 hours',
  starting: 'Campaigns starting within 7 days',
  renewals: 'Campaigns ending within 2 cycles (renewals)',
} as const;

export function hasReminders(reminders: Pick<CampaignReminders, 'expiring' | 'starting' | 'renewals'>): boolean {
  return reminders.expiring.length + reminders.starting.length + reminders.renewals.length > 0;
}

export type ReminderList = keyof typeof REMINDER_HEADINGS;

const clock = new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });

/** 'Sat Nov 28, 2026 at 9:05 a.m. (Toronto time)' */
export function torontoMoment(iso: string): string {
  const at = new Date(iso);
  return `${formatDay(torontoDate(at))} at ${clock.format(at)} (Toronto time)`;
}

/** Why a campaign is in a list: 'Hold expires …', 'Starts Mon Dec 7, 2026', 'Ends Sun Jan 3, 2027'. */
export function reminderWhen(list: ReminderList, c: ReminderCampaign): string {
  if (list === 'expiring') return c.expires_at ? `Hold expires ${torontoMoment(c.expires_at)}` : 'Hold expiring';
  if (list === 'starting') return c.starts_on ? `Starts ${formatDay(c.starts_on)}` : 'Starting soon';
  return c.ends_on ? `Ends ${formatDay(c.ends_on)}` : 'Ending soon';
}
