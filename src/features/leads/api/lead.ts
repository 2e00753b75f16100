import type { BookingStatus } from '@shared/booking-slots.ts';
import { Constants, type Enums, type Tables } from '@/types/database';

// The statuses are the database's enums, read from the generated types.
export type LeadStatus = Enums<'lead_status'>;
/** In the database's order: the inbox's filter and the card's menu list them so. */
export const LEAD_STATUSES = Constants.public.Enums.lead_status;
/** How the staff read each status, on the cards, in the filter and in the CSV. */
export const LEAD_STATUS_NAMES = {
  new: 'New',
  contacted: 'Contacted',
  in_progress: 'In progress',
  won: 'Won',
  lost: 'Lost',
  closed: 'Closed',
} as const satisfies Record<LeadStatus, string>;

export const LEAD_COLUMNS =
  'id, name, company, email, phone, message, source, status, status_reason, email_status, email_error, email_attempts, location_ids, created_at';

/** The columns the inbox reads (LEAD_COLUMNS). */
export type LeadRow = Pick<
  Tables<'contact_inquiries'>,
  | 'id'
  | 'name'
  | 'company'
  | 'email'
  | 'phone'
  | 'message'
  | 'source'
  | 'status'
  | 'status_reason'
  | 'email_status'
  | 'email_error'
  | 'email_attempts'
  | 'location_ids'
  | 'created_at'
>;

/** A lead as the inbox shows it. */
export interface Lead extends LeadRow {
  /** The boards of a campaign plan, by name (read with the leads; a deleted board is missing). */
  boards?: { id: string; name: string }[];
  /** The lead's booking requests (and what became of them), read with the leads in one query. */
  bookings?: LeadBooking[];
  /** The campaigns made from this lead (one, unless the staff split it). */
  campaigns?: LeadCampaign[];
  /** The advertiser the lead is linked to (by e-mail), with all its leads and campaigns; null once unlinked. */
  advertiser?: LeadAdvertiser | null;
}

/** A campaign as the inbox names it. */
export interface LeadCampaign {
  id: string;
  reference: string;
  status: Enums<'campaign_status'>;
}

export interface LeadAdvertiser {
  id: string;
  company: string | null;
  contact_name: string;
  /** Every lead of the advertiser, this one included. */
  leads: { id: string; name: string; created_at: string }[];
  /** Every campaign of the advertiser, this lead's included. */
  campaigns: LeadCampaign[];
}

/** A booking of a lead, its board named (null when the board was deleted). */
export interface LeadBooking {
  id: string;
  location_id: string;
  board: string | null;
  starts_on: string;
  cycles: number;
  status: BookingStatus;
  expires_at: string | null;
  /** The price it was requested or sold at (cents per cycle) and its length rate (basis points). */
  price_per_cycle_cents: number;
  discount_bp: number;
}
