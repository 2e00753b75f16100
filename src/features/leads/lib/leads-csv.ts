import { toCsv } from '@/lib/csv';
import { site } from '@/config/site';
import { leadSourceLabel } from '@shared/contact-inquiry';
import { unsubscribeUrl } from '@shared/newsletter-emails';
import { LEAD_STATUS_NAMES, type Lead } from '../api/lead';
import type { Subscriber } from '../api/get-subscribers';

export const CSV_TIME_ZONE = 'America/Toronto';

export const LEAD_CSV_HEADER = [
  `Received (${CSV_TIME_ZONE})`,
  'Name',
  'Company',
  'Email',
  'Phone',
  'Message',
  'Source',
  'Status',
  'Delivery',
  'Boards',
] as const;

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CSV_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** '2026-11-25 07:00 EST': the office's clock, with the zone named (EST or EDT), which a spreadsheet keeps as text. */
export function csvLocalTime(iso: string): string {
  const part = Object.fromEntries(localParts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

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

export function leadsCsv(leads: readonly Lead[]): string {
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
