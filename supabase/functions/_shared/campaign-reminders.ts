// What needs the staff's attention soon, as the database answers it
// (private.campaign_reminders): the same lists on the dashboard and in the
// morning digest.

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
