import { toCsv } from '@/lib/csv';
import { site } from '@/config/site';
import { leadSourceLabel } from '@shared/contact-inquiry';
import { unsubscribeUrl } from '@shared/newsletter-emails';
import type { Lead } from '../api/lead';
import type { Subscriber } from '../api/get-subscribers';

export const LEAD_CSV_HEADER = ['Received', 'Name', 'Company', 'Email', 'Phone', 'Message', 'Source', 'Status', 'Delivery', 'Boards'] as const;

export function leadsCsv(leads: readonly Lead[]): string {
  return toCsv(
    LEAD_CSV_HEADER,
    leads.map((l) => [
      l.created_at,
      l.name,
      l.company,
      l.email,
      l.phone,
      l.message,
      leadSourceLabel(l.source),
      l.status,
      l.email_status,
      l.location_ids.join(' '),
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
