// The rules of a sale once it is made: the artwork review, proof of play,
// the deposit, invoices and tax. Apart from business-rules.ts (the rules a
// prospect meets) because only the staff's and the advertiser's screens and
// the functions read them: in business-rules.ts they would ride in the file
// every public page loads. (The request form's campaign terms read DEPOSIT
// alone, which the bundler takes without the rest.) Plain values, no imports, like business-rules.ts;
// the catalog tests compare them with the database's own statements.

/**
 * An advertiser's artwork once the campaign is confirmed. The database states
 * the same figures (private.artwork_deadline_business_days(),
 * private.artwork_go_live_hours()).
 */
export const ARTWORK_REVIEW = {
  /**
   * A new version for a cycle is accepted until the end of the day (Toronto
   * time) this many business days (Monday to Friday; public holidays are not
   * known and count) before the cycle starts.
   */
  changeDeadlineBusinessDays: 3,
  /** An ad goes live this many hours after its artwork is approved, and never before its first cycle starts. */
  goLiveHoursAfterApproval: 48,
} as const;

/** Ontario's harmonized sales tax, in basis points of a subtotal (13%). */
export const TAX = {
  hstBasisPoints: 1300,
  label: 'HST 13%',
} as const;

/** The private storage bucket of proof photos (its limits are PROOF's). */
export const PROOF_PHOTO_BUCKET = 'proof-photos';

/** Proof of play: photos as stored after the browser's resize, and the play log import's limits. */
export const PROOF = {
  /** Longest side of a stored photo, in pixels (the browser resizes to it; the database checks it). */
  photoMaxEdge: 1600,
  /** 5 MiB, the bucket's file_size_limit: far above a resized JPEG. */
  photoMaxBytes: 5 * 1024 * 1024,
  photoType: 'image/jpeg',
  /** Plays one import takes (the request stays a few megabytes). */
  playLogMaxRows: 50_000,
  playMaxSeconds: 3600,
  creativeRefMaxLength: 200,
} as const;

/** The deposit asked online when the staff confirm a campaign. */
export const DEPOSIT = {
  /**
   * Cycles of each booking the deposit covers, at the booking's price after
   * its campaign-length rate (HST on top, as its own line). PLACEHOLDER.
   */
  cycles: 1,
  /**
   * Days after confirmation a campaign with nothing paid keeps its slots
   * before the schedule releases it. PLACEHOLDER. The database's
   * private.unpaid_release_days() states the same.
   */
  unpaidReleaseDays: 7,
  /**
   * A campaign cancelled in writing at least this many days before its first
   * cycle begins gets its deposit back in full; later, the deposit is no
   * longer refundable. The campaign terms say so (campaign-terms.ts);
   * PLACEHOLDER for the client's lawyer. The database's
   * private.deposit_refund_notice_days() states the same.
   */
  refundNoticeDays: 14,
  currency: 'cad',
} as const;

/**
 * Invoices: one per 4-week cycle of a sold campaign. The first cycle's (the
 * deposit) is due on the deposit's release deadline; each later one
 * dueDaysBeforeCycle days before its cycle begins, never before the deposit
 * and never sooner than minPaymentDays after it was issued. The database
 * repeats the days (private.invoice_min_payment_days(),
 * private.invoice_due_days_before_cycle(); the catalog test compares them)
 * and numbers them `${numberPrefix}-YYYY-0001`. A refund of money that paid
 * an invoice makes a credit note numbered `${creditNotePrefix}-YYYY-0001`.
 */
export const INVOICING = {
  minPaymentDays: 7,
  dueDaysBeforeCycle: 7,
  numberPrefix: 'INV',
  creditNotePrefix: 'CN',
} as const;

/**
 * The advertiser's invoice e-mails. Every cycle's invoice is made when the
 * campaign is confirmed, so none is e-mailed as it is issued: each unpaid one
 * once when it falls due within dueSoonDays (fewer than minPaymentDays, so
 * never on the day it is issued), and once if it becomes overdue. The database
 * repeats the days (private.invoice_due_soon_days(); the catalog test compares).
 */
export const INVOICE_EMAILS = {
  dueSoonDays: 5,
} as const;

/**
 * The staff's worklist (the top of the dashboard): when a lead or a deposit
 * needs a person. The database states the same figures
 * (private.lead_answer_business_days(), private.deposit_due_soon_hours()).
 */
export const WORKLIST = {
  /** A new lead nobody answered within this many business days (Monday to Friday) is late. */
  leadAnswerBusinessDays: 1,
  /** An unpaid deposit is listed this many hours before it falls due, and after. */
  depositDueSoonHours: 48,
} as const;

/**
 * The advertiser's e-mails in the outbox: how many times the delivery job
 * tries one before giving it up for the staff to send again. The database
 * decides it (private.outbox_max_attempts(); the catalog test compares).
 */
export const OUTBOX = {
  maxAttempts: 10,
} as const;
