// The contract between the web-standard handler and what it is given, so the
// same handler runs deployed (Deno, supabase-js, the e-mail provider) and
// locally (Node, PGlite, an outbox folder).

// The inquiry and the submission have one definition, shared with the form.
import type { ContactInquiry, Submission } from '../_shared/contact-inquiry-schema.ts';

export type { ContactInquiry, Submission };

export type EmailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export type SubmitResult = { outcome: 'stored' | 'repeat'; id: string; emailStatus: EmailStatus } | { outcome: 'rate_limited' };

/** A lead as stored. */
export interface StoredLead extends ContactInquiry {
  id: string;
  location_ids: string[];
  created_at: string;
  email_attempts: number;
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
}

export interface OutgoingEmail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ id: string }>;
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
  /**
   * Whether the caller, by their own Authorization header, may read this lead:
   * row-level security answers, so only the admin can (the inbox's Resend).
   */
  callerCanReadLead(authorization: string, id: string): Promise<boolean>;
  /** Where failures are reported (server logs only; the visitor never sees details). Defaults to console.error. */
  logError?: (message: string, detail?: unknown) => void;
}
