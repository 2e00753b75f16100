// The company's business rules, each under one name: the browser (as
// @shared/business-rules.ts), the edge functions and the tests all read them
// here. Plain values, no imports, so every runtime can load it.
//
// The database keeps its own checks, because it must refuse bad data whatever
// a client does; tests/integration/business-rules-catalog.test.ts reads those
// checks from the migrated schema and fails when they and this module
// disagree. Change a value here and in a new migration together.
//
// Statuses are not listed here: they are Postgres enums, and their labels
// reach TypeScript through src/types/database.ts (npm run db:types). The
// rules of a sale once made (artwork review, proof of play, deposit,
// invoices, tax) are in sale-rules.ts.

/** A campaign: a whole number of 4-week cycles. */
export const CAMPAIGN = {
  cycleDays: 28,
  cycleWeeks: 4,
  minCycles: 1,
  /** The longest campaign: a year of 4-week cycles. */
  maxCycles: 13,
} as const;

/**
 * A board's cycle that delivered too few plays: under `threshold` of its
 * contracted plays, it waits on the staff's worklist for a make-good (extra
 * days on that board, at most `maxExtraDays` at once, or a credit). The
 * database states them as private.make_good_threshold() and
 * private.make_good_max_days().
 */
export const MAKE_GOOD = {
  threshold: 0.9,
  maxExtraDays: 28,
} as const;

/**
 * Days Stripe keeps a card authorisation (Checkout with manual capture)
 * capturable before it releases it: the deposit held with a request can be
 * charged only that long. The database states it as private.card_authorisation_days().
 */
export const CARD_AUTHORISATION_DAYS = 7;

export const BOOKING = {
  /** How many cycle starts ahead a booking may begin, counting the next one: the starts the site offers. */
  bookableStarts: 13,
  /**
   * Days a booking request holds its slots before the staff must confirm it:
   * no longer than a card authorisation lasts, so a request still held can
   * always charge the deposit held on the card with it.
   */
  requestHoldDays: CARD_AUTHORISATION_DAYS,
} as const;

/** A campaign plan, and the inquiry or booking request that carries it. */
export const PLAN = {
  maxBoards: 50,
} as const;

/** How a booking is priced (a board's own rate is its row's rate_per_cycle). */
export const PRICING = {
  /**
   * Campaign-length rates: from `minCycles` cycles on, each cycle costs
   * `discount` (a fraction) less. PLACEHOLDER until the client sets them.
   * The database's private.duration_discount_bp() states the same tiers.
   */
  durationRates: [
    { minCycles: 1, discount: 0 },
    { minCycles: 3, discount: 0.05 },
    { minCycles: 6, discount: 0.1 },
  ],
} as const;

/** A closed range of whole numbers. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** What a billboard's own facts may be. */
export const BOARD = {
  /** Advertisers sharing the screen's loop. */
  slotsPerLoop: { min: 1, max: 20 },
  /** One spot's length, in seconds. */
  spotSeconds: { min: 6, max: 10 },
  /** The company's price range per cycle, in dollars: a board's own rate lies within it. */
  ratePerCycle: { min: 1100, max: 2500 },
} as const satisfies Record<string, Range>;

/** The private storage bucket of booking artwork (its limits are ARTWORK's). */
export const ARTWORK_BUCKET = 'booking-artwork';

/** A visitor's booking artwork. */
export const ARTWORK = {
  /** 10 MiB, the private bucket's file_size_limit; messages call it "10 MB". */
  maxBytes: 10 * 1024 * 1024,
  /** The accepted types, each with the extension the stored file gets. */
  types: { 'image/jpeg': 'jpg', 'image/png': 'png' },
  /** File-name extensions a visitor's file may have. */
  extensions: ['jpg', 'jpeg', 'png'],
  maxFileNameLength: 255,
} as const;

export type ArtworkType = keyof typeof ARTWORK.types;

/** Megabytes of a byte count that is a whole number of them (the artwork limit). */
export const ARTWORK_MAX_MEGABYTES = ARTWORK.maxBytes / (1024 * 1024);

/**
 * Characters no text a visitor sends may hold, in any field, the multi-line
 * message included: bidirectional embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069) can make a name, an address or a message read
 * as something else in the inbox and the notification e-mail.
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Invisible characters single-line fields (name, e-mail, company, phone)
 * refuse as well: zero-width characters, the directional marks and the BOM.
 * The message keeps them, since a zero-width joiner is part of many emoji.
 */
export const ZERO_WIDTH = /[\u200b-\u200f\ufeff]/;

/**
 * Characters no storage object name may hold, in any bucket: every invisible
 * formatting character a single-line field of the contact form refuses
 * (BIDI_CONTROLS and ZERO_WIDTH). A name is shown in links, lists and
 * downloaded files' names, where "evil\u202egnp.exe" reads as "evilexe.png".
 * The storage policies state the same class (private.has_invisible_formatting;
 * business-rules-catalog.test.ts keeps the two in agreement).
 */
export const INVISIBLE_FORMATTING = new RegExp(`${BIDI_CONTROLS.source}|${ZERO_WIDTH.source}`);

// Contact function rate limit

/**
 * Leads one client address may send to the contact function within the
 * window (the database counts them when it stores a lead; requests whose
 * address is unknown share one count). The deployed function and the local
 * backend both read it here.
 */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;
