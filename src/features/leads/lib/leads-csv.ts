import { toCsv } from '@/lib/csv';
import { leadSourceLabel } from '@shared/contact-inquiry';
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

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return toCsv(
    ['Email', 'Subscribed', 'Unsubscribed'],
    subscribers.map((s) => [s.email, s.created_at, s.unsubscribed_at]),
  );
}
