// Business facts, in one place. Values the client did not print are PLACEHOLDERS:
// replace them here and nowhere else; the company's name, URL and contact details
// are in supabase/functions/_shared/company.ts, shared with the edge functions.
import { BOARD, BOOKING, CAMPAIGN, PRICING } from '../../supabase/functions/_shared/business-rules.ts';
import { DEPOSIT } from '../../supabase/functions/_shared/sale-rules.ts';
import { company } from '../../supabase/functions/_shared/company.ts';

export type { PostalAddress } from '../../supabase/functions/_shared/company.ts';

export interface DurationRate {
  minCycles: number;
  discount: number;
}

export interface SocialLink {
  name: string;
  href: string;
}

export const site = {
  // Name, site URL, phone, e-mail and mailing address: the e-mails the functions send carry them too.
  ...company,
  description:
    'Digital LED billboard advertising in London, Ontario and across Ontario. Rent a high-traffic digital billboard, get in-house ad design and go live within 48 hours.',
  logo: '/logo.svg',
  locale: 'en-CA',
  ogLocale: 'en_CA',
  themeColor: '#f0af00',
  geo: { latitude: 42.9849, longitude: -81.2453 },
  hours: {
    display: 'Monday to Friday, 9:00 a.m. to 5:00 p.m.',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
  },
  responsePromise: 'We respond within 24 hours.',
  priceRange: '$$',
  serviceArea: ['London, Ontario', 'Ontario'],
  pricing: {
    // The company's range per cycle: a board's own rate lies within it (the database checks it too).
    low: BOARD.ratePerCycle.min,
    high: BOARD.ratePerCycle.max,
    cycleWeeks: CAMPAIGN.cycleWeeks,
    goLiveHours: 48,
    /** Campaign-length rates (PLACEHOLDER; see PRICING in business-rules.ts). */
    durationRates: PRICING.durationRates satisfies readonly DurationRate[],
  },
  /**
   * The booking calendar: 4-week cycles every 28 days from one Monday, dates in
   * America/Toronto. PLACEHOLDER anchor until the client confirms its calendar.
   * The database repeats it (private.booking_cycle_anchor() in the migrations;
   * a test checks they agree): change both together, in a new migration.
   */
  bookingCycles: {
    anchor: '2026-01-05',
    /** Days a booking request holds its slots before the staff must confirm it (the database's default). */
    requestHoldDays: BOOKING.requestHoldDays,
  },
  /** PLACEHOLDER profile URLs. */
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/londondigitalbillboards' },
    { name: 'Instagram', href: 'https://www.instagram.com/londondigitalbillboards' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/londondigitalbillboards' },
    { name: 'X', href: 'https://x.com/londonbillboards' },
    { name: 'YouTube', href: 'https://www.youtube.com/@londondigitalbillboards' },
  ] satisfies SocialLink[],
  /** The client's About Us video (a YouTube id). PLACEHOLDER: null until the client gives the real id. */
  aboutVideo: {
    youtubeId: null as string | null,
    title: 'Digital billboards in London, Ontario',
  },
  copyrightYear: 2024,
} as const;

/**
 * Privacy facts, apart from `site` so that only the pages that state them
 * carry them (the home page's JavaScript has a budget).
 */
export const privacy = {
  /**
   * How long leads, bookings and artwork are kept, in months: the privacy
   * policy states it, and the database's retention rule must match it.
   */
  retentionMonths: 24,
  /** Where people ask for their data or its deletion. PLACEHOLDER until the client names its privacy officer. */
  contactEmail: 'privacy@londondigitalbillboards.ca',
  /** How soon a request is answered (PIPEDA's limit is 30 days). */
  responseDays: 30,
} as const;

/**
 * What an invoice states about the company besides its legal name and address
 * (site.legalName, site.address), apart from `site` as `privacy` is: only the
 * invoice pages carry it. PLACEHOLDER HST registration number until the client
 * gives its own. The database repeats it (private.invoice_issuer(); the catalog
 * test compares them): change both together, in a new migration.
 */
export const invoicing = {
  hstNumber: '123456789 RT0001',
} as const;

/**
 * The deposit asked online at confirmation: the first `depositCycles` cycles
 * of each board at its price after the campaign-length rate, plus HST; a
 * campaign with nothing paid `unpaidReleaseDays` days after confirmation is
 * released. PLACEHOLDER (see DEPOSIT in sale-rules.ts). Apart from `site`, as
 * `invoicing` is, so public pages do not carry it.
 */
export const payments = {
  depositCycles: DEPOSIT.cycles,
  unpaidReleaseDays: DEPOSIT.unpaidReleaseDays,
} as const;

export const telHref = `tel:${site.phoneE164}`;
export const mailtoHref = `mailto:${site.email}`;

/**
 * The facts above still marked PLACEHOLDER, by name: the build lists them as a
 * warning until the client's values replace them. Built by a pure-marked
 * function so the browser bundle, which never reads the list, drops it whole
 * (a plain array literal's .map and .join calls would stay).
 */
export const placeholderFacts: readonly { name: string; value: string }[] = /* @__PURE__ */ (() => [
  { name: 'url', value: site.url },
  { name: 'phoneDisplay / phoneE164', value: site.phoneDisplay },
  { name: 'email', value: site.email },
  { name: 'address', value: `${site.address.streetAddress}, ${site.address.locality}` },
  { name: 'social', value: site.social.map((s) => s.href).join(' ') },
  {
    name: 'pricing.durationRates',
    value: site.pricing.durationRates.map((r) => `${r.minCycles}+ cycles ${Math.round(r.discount * 100)}% off`).join(', '),
  },
  { name: 'bookingCycles.anchor', value: site.bookingCycles.anchor },
  {
    name: 'payments',
    value: `deposit ${payments.depositCycles} cycle(s), released unpaid after ${payments.unpaidReleaseDays} days`,
  },
  { name: 'invoicing.hstNumber', value: invoicing.hstNumber },
  { name: 'privacy.contactEmail', value: privacy.contactEmail },
  { name: 'aboutVideo.youtubeId', value: site.aboutVideo.youtubeId ?? '(not set: the home page shows the poster only)' },
])();
