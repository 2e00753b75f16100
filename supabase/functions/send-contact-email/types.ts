// The contract between the web-standard handler and what it is given, so the
// same handler runs deployed (Deno, supabase-js, the e-mail provider) and
// locally (Node, PGlite, an outbox folder).

export interface ContactInquiry {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  source: string;
}

export interface InquiryStore {
  /** Stores the inquiry before any e-mail is attempted; returns its id. */
  insert(inquiry: ContactInquiry & { client_address: string | null }): Promise<{ id: string }>;
  markSent(id: string): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  /** Inquiries stored from this client address since the given instant (for the rate limit). */
  countRecentFrom(clientAddress: string, since: Date): Promise<number>;
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

export interface HandlerDeps {
  store: InquiryStore;
  mailer: Mailer;
  clock: Clock;
  /** Where inquiries are delivered (a function secret deployed). */
  notifyAddress: string;
  /** Origins allowed by CORS; '*' allows any. */
  allowedOrigins: string[] | '*';
  rateLimit: { max: number; windowMs: number };
  /**
   * Where failures are reported (server logs only; the visitor never sees
   * details). Optional so existing wiring keeps compiling; defaults to console.error.
   */
  logError?: (message: string, detail?: unknown) => void;
}
