// The artwork lists of the staff's morning digest, as the database answers
// them (private.artwork_reminders, through public.staff_digest).

import { formatDay } from './booking-cycles.ts';
import type { CampaignReminders } from './campaign-reminders.ts';
import { torontoMoment } from './campaign-reminders.ts';

export interface ArtworkWaiting {
  /** The campaign's id. */
  id: string;
  reference: string;
  name: string;
  advertiser: string;
  version: number;
  uploaded_at: string;
}

export interface ArtworkMissing {
  id: string;
  reference: string;
  name: string;
  advertiser: string;
  /** 'YYYY-MM-DD' */
  starts_on: string;
}

export interface ArtworkReminders {
  /** Versions waiting for approval, oldest first. */
  artwork_pending: ArtworkWaiting[];
  /** Confirmed campaigns starting within 7 days with a board that has no approved artwork. */
  artwork_missing: ArtworkMissing[];
}

/** A confirmed campaign with nothing paid that the schedule releases within a day. */
export interface UnpaidReleasing {
  id: string;
  reference: string;
  name: string;
  advertiser: string;
  deposit_due_at: string;
}

export interface PaymentReminders {
  unpaid_releasing: UnpaidReleasing[];
}

/** What public.staff_digest() answers: the campaign lists and, once migrated, the artwork and payment lists. */
export type StaffDigest = CampaignReminders & Partial<ArtworkReminders> & Partial<PaymentReminders>;

export const PAYMENT_REMINDER_HEADING = 'Deposits unpaid: released within a day';

/** 'Released Sat Nov 28, 2026 at 9:05 a.m. (Toronto time) unless paid' */
export const unpaidReleaseWhen = (item: UnpaidReleasing) => `Released ${torontoMoment(item.deposit_due_at)} unless paid`;

export const ARTWORK_REMINDER_HEADINGS = {
  artwork_pending: 'Artwork waiting for approval',
  artwork_missing: 'Campaigns starting within 7 days without approved artwork',
} as const;

export type ArtworkReminderList = keyof typeof ARTWORK_REMINDER_HEADINGS;

export function artworkReminderWhen(list: ArtworkReminderList, item: ArtworkWaiting | ArtworkMissing): string {
  if (list === 'artwork_pending' && 'uploaded_at' in item) return `Version ${item.version}, uploaded ${torontoMoment(item.uploaded_at)}`;
  return 'starts_on' in item ? `Starts ${formatDay(item.starts_on)}` : '';
}
