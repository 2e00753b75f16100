// The leads as the functions see them: what the database stores and answers,
// and the store that calls its functions (deployed through supabase-js,
// locally on the backend's own database). Shared by the visitor's contact
// function, the staff's function and the scheduled work.

import type { StaffDigest } from './artwork-reminders.ts';
import type { ContactInquiry, Submission } from './contact-inquiry-schema.ts';
import type { Enums } from '../../../src/types/database.ts';

/** The database's enum (npm run db:types). */
export type EmailStatus = Enums<'email_status'>;

export interface RateLimit {
  max: number;
  windowMs: number;
}

export type SubmitResult =
  | {
      /** stored: a new lead; repeat: the same submission again; updated: the person's open request for the same dates, updated. */
      outcome: 'stored' | 'repeat' | 'updated';
      id: string;
      emailStatus: EmailStatus;
      /** Boards of the requested dates that are no longer free: nothing was booked then. */
      unavailable: string[];
      /** Until when the requested slots are held (null without dates, or when none could be held). */
      bookingExpiresAt: string | null;
      /** Whether the prospect may be sent a receipt (the database's per-address count). */
      receiptAllowed: boolean;
      /** The campaign's short reference, when dates are held. */
      reference: string | null;
      /** Given once, to the browser that stored the request: lets it correct the address until correctionUntil. */
      correctionToken: string | null;
      correctionUntil: string | null;
    }
  | { outcome: 'rate_limited' };

/** A lead as stored. */
export interface StoredLead extends ContactInquiry {
  id: string;
  location_ids: string[];
  created_at: string;
  email_attempts: number;
  requested_starts_on: string | null;
  requested_cycles: number | null;
  artwork_path: string | null;
  /** The address the staff's last delivered e-mail about the lead gave; null until one is delivered. */
  staff_notified_email: string | null;
}

/** The campaign a lead's request became. */
export interface LeadCampaign {
  id: string;
  /** The short reference the prospect was given (C-XXXXXX). */
  reference: string;
}

/** A request after its address was corrected: what its new receipt needs. */
export interface CorrectedRequest {
  id: string;
  email: string;
  locationIds: string[];
  startsOn: string;
  cycles: number;
  bookingExpiresAt: string | null;
  reference: string | null;
  /** False when the request already had this address from an earlier correction: nothing moved, no new receipt is due. */
  changed: boolean;
}

/** A request whose hold lapsed, as its prospect is told of it. */
export interface LapseNotice {
  campaignId: string;
  email: string;
  boards: string[];
  startsOn: string;
  cycles: number;
  reference: string;
}

/** The staff digest of one Toronto day, claimed by a run of the job (the database's public.claim_staff_digest). */
export interface StaffDigestClaim {
  /** The Toronto day claimed ('YYYY-MM-DD'). */
  day: string;
  /** The day recorded before, restored if this digest is given back. */
  previous: string | null;
}

export interface InquiryStore {
  /**
   * Stores the submission, or finds the lead its idempotency key already made,
   * counting the per-address rate limit in the same transaction (requests with
   * no known address share one count).
   */
  submit(submission: Submission, clientAddress: string | null, rateLimit: RateLimit): Promise<SubmitResult>;
  /** Claims the lead for one delivery attempt; null when it is sent or another attempt holds it. */
  claimDelivery(id: string): Promise<StoredLead | null>;
  /**
   * Ends a claimed attempt: delivered carrying `email` (error null) or failed.
   * Answers the lead's delivery status: 'pending' when the address was
   * corrected while this attempt was on its way (the note of it is due).
   */
  finishDelivery(id: string, error: string | null, email: string): Promise<EmailStatus | null>;
  /** Leads whose e-mail is due another automatic try (backoff in the database), oldest first. */
  dueForDelivery(maxAttempts: number, limit: number): Promise<string[]>;
  /** Names of the given billboard locations that exist and are active. */
  activeLocationNames(ids: string[]): Promise<Map<string, string>>;
  /**
   * Deletes leads, bookings and artwork records older than the retention
   * period (the database's rule), except those whose artwork file is still
   * stored: answers those files, to remove before calling again. Advertisers
   * left with nothing go too, with their sign-in.
   */
  applyRetention(): Promise<string[]>;
  /** Moves a request to another address with its correction token; the database refuses an expired token (P0001). */
  correctRequestEmail(token: string, email: string): Promise<CorrectedRequest>;
  /** Expired requests whose prospect has not been told yet, oldest first. */
  lapsedRequests(limit: number): Promise<LapseNotice[]>;
  /** Records that a lapsed request's prospect was told. */
  finishLapseNotice(campaignId: string): Promise<void>;
  /** The campaign a lead's request became, with its reference; null for a lead without one. */
  campaignOfLead(leadId: string): Promise<LeadCampaign | null>;
  /** The holds lapsing, campaigns starting and campaigns ending soon (the staff's morning digest). */
  campaignReminders(): Promise<StaffDigest>;
  /**
   * Claims today's digest (Toronto's day) when the staff's hour has come and
   * no run has claimed it yet; null otherwise. Decided in one locked row, so
   * two runs at once cannot both have it.
   */
  claimStaffDigest(): Promise<StaffDigestClaim | null>;
  /** Gives a claimed day back (its e-mail failed), so the next run sends it. */
  releaseStaffDigest(claim: StaffDigestClaim): Promise<void>;
}
