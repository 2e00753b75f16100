import type { BookingStatus } from '@shared/booking-cycles.ts';

/** A lead as the inbox shows it. */
export interface Lead {
  id: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  source: string;
  status: LeadStatus;
  email_status: 'pending' | 'sending' | 'sent' | 'failed';
  email_error: string | null;
  email_attempts: number;
  location_ids: string[];
  created_at: string;
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

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_COLUMNS = 'id, name, company, email, phone, message, source, status, email_status, email_error, email_attempts, location_ids, created_at';
