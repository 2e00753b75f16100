import { bookingTotalCents, cycleEnd } from '@shared/booking-cycles.ts';
import { effectiveBookingStatus } from '@shared/booking-slots.ts';
import { BOOKING_STATUS_LABELS } from '@/lib/booking-status';
import { csvAmount, csvLocalTime, csvTimeHeader, toCsv } from '@/lib/csv';
import { site } from '@/config/site';
import { leadSourceLabel } from '@shared/contact-inquiry';
import { unsubscribeUrl } from '@shared/newsletter-emails';
import { LEAD_STATUS_NAMES, type Lead } from '../api/lead';
import type { Subscriber } from '../api/get-subscribers';

export const LEAD_CSV_HEADER = [
  csvTimeHeader('Received'),
  'Name',
  'Company',
  'Email',
  'Phone',
  'Message',
  'Source',
  'Status',
  'Delivery',
  'Boards',
  'Estimate (CAD)',
  'Dates',
  'Booking',
] as const;

/**
 * A phone number as text a spreadsheet keeps as typed: without the guard it
 * reads 5195550100 as a number (5.2E+09) and "+1 519..." as a formula. The
 * apostrophe is the same text marker the formula guard uses.
 */
export function csvPhone(phone: string): string {
  return `'${phone}`;
}

/** Board names for the plan; a board deleted since is named by its id, so nothing is silently lost. */
function boardNames(lead: Lead): string {
  const names = new Map((lead.boards ?? []).map((board) => [board.id, board.name]));
  return lead.location_ids.map((id) => names.get(id) ?? `deleted board ${id}`).join('; ');
}

/**
 * What the lead's request was worth, when, and where it stands: the total of
 * its bookings at their recorded prices, the first start to the last day,
 * and each state its bookings are in (a lapsed hold reads as expired).
 * Empty for a lead without dates.
 */
export function leadBookingColumns(lead: Lead, now: Date): [string, string, string] {
  const bookings = lead.bookings ?? [];
  if (bookings.length === 0) return ['', '', ''];
  const estimate = bookings.reduce(
    (sum, b) => sum + bookingTotalCents({ pricePerCycleCents: b.price_per_cycle_cents, discountBp: b.discount_bp }, b.cycles),
    0,
  );
  const first = bookings.map((b) => b.starts_on.slice(0, 10)).sort()[0]!;
  const last = bookings
    .map((b) => cycleEnd(b.starts_on.slice(0, 10), b.cycles))
    .sort()
    .at(-1)!;
  const states = [...new Set(bookings.map((b) => BOOKING_STATUS_LABELS[effectiveBookingStatus(b, now)]))];
  return [csvAmount(estimate), `${first} to ${last}`, states.join('; ')];
}

export function leadsCsv(leads: readonly Lead[], now: Date = new Date()): string {
  return toCsv(
    LEAD_CSV_HEADER,
    leads.map((l) => [
      csvLocalTime(l.created_at),
      l.name,
      l.company,
      l.email,
      csvPhone(l.phone),
      l.message,
      leadSourceLabel(l.source),
      LEAD_STATUS_NAMES[l.status],
      l.email_status,
      boardNames(l),
      ...leadBookingColumns(l, now),
    ]),
  );
}

export const SUBSCRIBER_CSV_HEADER = [
  'Email',
  'Confirmed',
  'Unsubscribed',
  'Consent wording',
  'Consent page',
  'Consent time',
  'Consent client address',
  'Unsubscribe link',
] as const;

/** Each address's own working unsubscribe link: the mailing tool puts it in every message. */
export function subscriberUnsubscribeLink(subscriber: Pick<Subscriber, 'unsubscribe_token'>): string {
  return unsubscribeUrl(site.url, subscriber.unsubscribe_token);
}

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return toCsv(
    SUBSCRIBER_CSV_HEADER,
    subscribers.map((s) => [
      s.email,
      s.confirmed_at,
      s.unsubscribed_at,
      s.consent_text,
      s.consent_page,
      s.consent_at,
      s.consent_client_address,
      subscriberUnsubscribeLink(s),
    ]),
  );
}
