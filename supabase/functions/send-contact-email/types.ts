// The contract between the visitor's contact function and what it is given,
// so the same handler runs deployed (Deno, supabase-js, the e-mail provider)
// and locally (Node, PGlite, an outbox folder).

// The inquiry and the submission have one definition, shared with the form.
import type { ContactInquiry, Submission } from '../_shared/contact-inquiry-schema.ts';
import type { LeadDeliveryDeps } from '../_shared/lead-delivery.ts';
import type { EmailStatus, InquiryStore, RateLimit, StoredLead, SubmitResult } from '../_shared/lead-store.ts';
// The mailer is shared with the other functions that e-mail.
import type { Mailer, OutgoingEmail } from '../_shared/mailer.ts';
import type { NewsletterDeps } from '../_shared/newsletter-subscription.ts';
import type { RequestArtworkDeps } from '../_shared/request-artwork.ts';

export type { ContactInquiry, EmailStatus, InquiryStore, Mailer, OutgoingEmail, RateLimit, StoredLead, Submission, SubmitResult };

export interface Clock {
  now(): Date;
}

export interface HandlerDeps extends LeadDeliveryDeps {
  clock: Clock;
  /** Origins allowed by CORS; '*' allows any. */
  allowedOrigins: string[] | '*';
  rateLimit: RateLimit;
  /** The request's artwork file, read and judged by its bytes before the request is stored. */
  artwork: RequestArtworkDeps;
  /** The newsletter's double opt-in, for the form's "Also send me the newsletter" box; without it the box is ignored. */
  newsletter?: NewsletterDeps;
}
