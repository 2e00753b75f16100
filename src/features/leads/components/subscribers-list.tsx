import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format-date';
import { useSubscribers } from '../api/get-subscribers';
import { subscriberUnsubscribeLink, subscribersCsv } from '../lib/leads-csv';

export const SUBSCRIBERS_TEXT = {
  heading: 'Newsletter subscribers',
  export: 'Export subscribers CSV',
  loading: 'Loading subscribers...',
  failed: 'Could not load the subscribers: ',
  none: 'No one has confirmed a newsletter subscription yet.',
  unsubscribed: 'Unsubscribed',
  active: 'Confirmed',
  consent: 'Consent record',
  noConsent: 'Signed up before consent was recorded.',
  unsubscribeLink: 'Unsubscribe link',
} as const;

export function SubscribersList() {
  const id = useId();
  const subscribers = useSubscribers();
  const list = subscribers.data ?? [];
  const active = list.filter((s) => !s.unsubscribed_at).length;

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
          {SUBSCRIBERS_TEXT.heading}
          {subscribers.isSuccess ? <span className="ml-2 text-base font-normal text-gray-600">({active} subscribed)</span> : null}
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={list.length === 0}
          onClick={() => downloadCsv(`newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`, subscribersCsv(list))}
        >
          {SUBSCRIBERS_TEXT.export}
        </Button>
      </div>
      {subscribers.isPending ? <p className="mt-4">{SUBSCRIBERS_TEXT.loading}</p> : null}
      {subscribers.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {SUBSCRIBERS_TEXT.failed}
          {subscribers.error.message}
        </p>
      ) : null}
      {subscribers.isSuccess && list.length === 0 ? <p className="mt-4 text-gray-700">{SUBSCRIBERS_TEXT.none}</p> : null}
      {list.length > 0 ? (
        <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {list.map((s) => (
            <li key={s.email} className="px-4 py-2 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="break-all">{s.email}</span>
                <span className="text-gray-600">
                  {s.unsubscribed_at
                    ? `${SUBSCRIBERS_TEXT.unsubscribed} ${formatDate(s.unsubscribed_at)}`
                    : `${SUBSCRIBERS_TEXT.active} ${formatDate(s.confirmed_at ?? s.created_at)}`}
                </span>
              </div>
              <details className="mt-1 text-gray-700">
                <summary className="cursor-pointer text-gray-600">{SUBSCRIBERS_TEXT.consent}</summary>
                {s.consent_text ? (
                  <dl className="mt-1 grid gap-x-3 sm:grid-cols-[auto_1fr]">
                    <dt className="font-medium">Wording</dt>
                    <dd>{s.consent_text}</dd>
                    <dt className="font-medium">Page</dt>
                    <dd className="break-all">{s.consent_page}</dd>
                    <dt className="font-medium">Time</dt>
                    <dd>{s.consent_at}</dd>
                    <dt className="font-medium">Client address</dt>
                    <dd>{s.consent_client_address ?? '-'}</dd>
                  </dl>
                ) : (
                  <p className="mt-1">{SUBSCRIBERS_TEXT.noConsent}</p>
                )}
                <p className="mt-1 break-all">
                  {SUBSCRIBERS_TEXT.unsubscribeLink}: <code>{subscriberUnsubscribeLink(s)}</code>
                </p>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
