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
}

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_COLUMNS = 'id, name, company, email, phone, message, source, status, email_status, email_error, email_attempts, location_ids, created_at';
