import type { BookingStatus } from '@shared/booking-slots.ts';
import { DataError } from '@/lib/data-error';
import type { Tables } from '@/types/database';

// The table keeps both statuses as text with a check constraint; these lists
// are the values those checks allow.
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** How the staff read each status, on the cards, in the filter and in the CSV. */
export const LEAD_STATUS_NAMES = { new: 'New', contacted: 'Contacted', closed: 'Closed' } as const satisfies Record<LeadStatus, string>;
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const LEAD_COLUMNS = 'id, name, company, email, phone, message, source, status, email_status, email_error, email_attempts, location_ids, created_at';

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
  | 'email_status'
  | 'email_error'
  | 'email_attempts'
  | 'location_ids'
  | 'created_at'
>;

/** A lead as the inbox shows it. */
export interface Lead extends Omit<LeadRow, 'status' | 'email_status'> {
  status: LeadStatus;
  email_status: EmailStatus;
  /** The boards of a campaign plan, by name (read with the leads; a deleted board is missing). */
  boards?: { id: string; name: string }[];
  /** The lead's booking requests (and what became of them), read with the leads in one query. */
  bookings?: LeadBooking[];
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
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** The row with its statuses checked: a value the inbox does not know means the migrations and the app disagree. */
export function toLead(row: LeadRow): Lead {
  const { status, email_status } = row;
  if (!isOneOf(LEAD_STATUSES, status) || !isOneOf(EMAIL_STATUSES, email_status)) {
    throw new DataError({ kind: 'server', message: `Lead ${row.id} has a status the inbox does not know (${status}, ${email_status}).` });
  }
  return { ...row, status, email_status };
}
