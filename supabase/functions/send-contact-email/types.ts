// The contract between the web-standard handler and what it is given, so the
// same handler runs deployed (Deno, supabase-js, the e-mail provider) and
// locally (Node, PGlite, an outbox folder).

// The inquiry and the submission have one definition, shared with the form.
import type { ContactInquiry, Submission } from '../_shared/contact-inquiry-schema.ts';
// The mailer is shared with the newsletter function.
import type { Mailer, OutgoingEmail } from '../_shared/mailer.ts';
import type { NewsletterDeps } from '../_shared/newsletter-subscription.ts';
import type { Enums } from '../../../src/types/database.ts';

export type { ContactInquiry, Mailer, OutgoingEmail, Submission };

/** The database's enum (npm run db:types). */
export type EmailStatus = Enums<'email_status'>;

export type SubmitResult =
  | {
      outcome: 'stored' | 'repeat';
      id: string;
      emailStatus: EmailStatus;
      /** Boards of the requested dates that are no longer free: nothing was booked then. */
      unavailable: string[];
      /** Until when the requested slots are held (null without dates, or when none could be held). */
      bookingExpiresAt: string | null;
      /** Whether the prospect may be sent a receipt (the database's per-address count). */
      receiptAllowed: boolean;
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
}

/** Rows only the admin may read: whoever can read one by their own token is the admin. */
export type AdminTable = 'contact_inquiries' | 'bookings';

/** What the prospect is told of a decision on one requested booking. */
export interface BookingNotice {
  email: string;
  status: string;
  board: string;
  startsOn: string;
  cycles: number;
}

export interface InquiryStore {
  /**
   * Stores the submission, or finds the lead its idempotency key already made,
   * counting the per-address rate limit in the same transaction.
   */
  submit(submission: Submission, clientAddress: string | null, rateLimit: RateLimit): Promise<SubmitResult>;
  /** Claims the lead for one delivery attempt; null when it is sent or another attempt holds it. */
  claimDelivery(id: string): Promise<StoredLead | null>;
  /** Ends a claimed attempt: sent (error null) or failed. */
  finishDelivery(id: string, error: string | null): Promise<void>;
  /** Leads whose e-mail is due another automatic try (backoff in the database), oldest first. */
  dueForDelivery(maxAttempts: number, limit: number): Promise<string[]>;
  /** Names of the given billboard locations that exist and are active. */
  activeLocationNames(ids: string[]): Promise<Map<string, string>>;
  /**
   * Deletes leads, bookings and artwork records older than the retention
   * period (the database's rule), except those whose artwork file is still
   * stored: answers those files, to remove before calling again.
   */
  applyRetention(): Promise<string[]>;
  /** A booking's decision and the address of the lead that asked for it; null when there is none. */
  bookingNotice(bookingId: string): Promise<BookingNotice | null>;
}

export interface Clock {
  now(): Date;
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface HandlerDeps {
  store: InquiryStore;
  mailer: Mailer;
  clock: Clock;
  /** Where inquiries are delivered (a function secret deployed). */
  notifyAddress: string;
  /** Origins allowed by CORS; '*' allows any. */
  allowedOrigins: string[] | '*';
  rateLimit: RateLimit;
  /** Removes artwork files from the private bucket (those retention let go); without it they stay, and so do their rows. */
  artworkFiles?: { remove(paths: string[]): Promise<void> };
  /** The newsletter's double opt-in, for the form's "Also send me the newsletter" box; without it the box is ignored. */
  newsletter?: NewsletterDeps;
  /**
   * Whether the caller, by their own Authorization header, may read this lead:
   * row-level security answers, so only the admin can (the inbox's Resend).
   */
  callerCanReadRow(authorization: string, table: AdminTable, id: string): Promise<boolean>;
  /** Where failures are reported (server logs only; the visitor never sees details). Defaults to console.error. */
  logError?: (message: string, detail?: unknown) => void;
}
