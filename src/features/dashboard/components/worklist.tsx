import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDay } from '@shared/booking-cycles.ts';
import { torontoMoment } from '@shared/campaign-reminders.ts';
import { formatCents } from '@shared/money.ts';
import { Button } from '@/components/ui/button';
import { adminBookingsFiltered, adminCampaign, adminInvoice, adminInvoicesOfStatus, adminLead, adminLeadsOfStatus } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import { messageName } from '@/lib/message-names';
import { useWorklist, type WorkList, type Worklist as WorklistData } from '../api/get-worklist';
import { waited } from '../lib/waited';
import { MakeGoodRow } from './make-good-row';

export const WORKLIST_TEXT = {
  heading: 'To do today',
  loading: 'Loading the worklist...',
  failed: 'Could not load the worklist: ',
  retry: 'Try Again',
  allClear: 'Nothing waits for a person right now.',
  more: (shown: number, count: number) => `The ${shown} oldest of ${count} shown.`,
  lists: {
    requests: 'Requests to answer',
    artwork: 'Artwork waiting for review',
    deposits_due: 'Deposits due within 48 hours',
    deposits_past_due: 'Deposits past due',
    invoices_overdue: 'Invoices overdue',
    leads_unanswered: 'Leads not answered in one business day',
    failed_messages: 'Messages that failed to send',
    card_captures: 'Card deposits not captured',
    under_delivered: 'Boards delivered under their plays',
  },
  waiting: (how: string) => `waiting ${how}`,
  version: (version: number) => `version ${version}`,
  depositDue: (at: string) => `due ${torontoMoment(at)}`,
  invoiceDue: (day: string, balance: string) => `due ${formatDay(day)}, ${balance} owed`,
  failedMessage: (reference: string, name: string, recipient: string | null) => `${reference} · ${name}${recipient ? ` to ${recipient}` : ''}`,
  lastError: (error: string) => `failed: ${error}`,
  cardCapture: (reference: string, advertiser: string, amount: string) => `${reference} · ${advertiser}, ${amount}`,
  captureFailed: (error: string | null) => `capture failed${error ? `: ${error}` : ''}`,
  captureLapsed: 'the authorisation had lapsed: the deposit link was sent instead',
  captureReleased: 'released by Stripe before it was captured',
} as const;

type ListKey = keyof typeof WORKLIST_TEXT.lists;
/** The lists of plain lines; the board-cycles under their plays have a row with an action each. */
type LineListKey = Exclude<ListKey, 'under_delivered'>;

/**
 * Where each count leads: the list of those records, filtered. Failed messages
 * and card deposits not captured have no list of their own: each line leads to
 * its campaign's page, where the staff send it again or follow the payment up.
 */
const LIST_LINKS: Record<ListKey, string | null> = {
  requests: adminBookingsFiltered({ status: 'requested' }),
  artwork: paths.adminArtwork,
  deposits_due: adminBookingsFiltered({ status: 'confirmed' }),
  deposits_past_due: adminBookingsFiltered({ status: 'confirmed' }),
  invoices_overdue: adminInvoicesOfStatus('overdue'),
  leads_unanswered: adminLeadsOfStatus('new'),
  failed_messages: null,
  card_captures: null,
  under_delivered: null,
};

interface Line {
  key: string;
  to: string;
  label: string;
  detail: string;
}

/** Each list's lines: what the entry is, linking to its record, and why it waits. */
function lines(data: WorklistData): Record<LineListKey, Line[]> {
  const t = WORKLIST_TEXT;
  const deposit = (d: WorklistData['deposits_due']['items'][number]): Line => ({
    key: d.id,
    to: adminCampaign(d.id),
    label: `${d.reference} · ${d.advertiser}`,
    detail: t.depositDue(d.due_at),
  });
  return {
    requests: data.requests.items.map((r) => ({
      key: r.id,
      to: adminCampaign(r.id),
      label: `${r.reference} · ${r.advertiser}`,
      detail: t.waiting(waited(r.since, data.now)),
    })),
    artwork: data.artwork.items.map((a) => ({
      key: a.id,
      to: adminCampaign(a.campaign_id),
      label: `${a.reference} · ${a.advertiser}, ${t.version(a.version)}`,
      detail: t.waiting(waited(a.since, data.now)),
    })),
    deposits_due: data.deposits_due.items.map(deposit),
    deposits_past_due: data.deposits_past_due.items.map(deposit),
    invoices_overdue: data.invoices_overdue.items.map((i) => ({
      key: i.id,
      to: adminInvoice(i.id),
      label: `${i.number} · ${i.advertiser}`,
      detail: t.invoiceDue(i.due_on, formatCents(i.balance_cents)),
    })),
    leads_unanswered: data.leads_unanswered.items.map((l) => ({
      key: l.id,
      to: adminLead(l.id),
      label: l.company ? `${l.name} · ${l.company}` : l.name,
      detail: t.waiting(waited(l.since, data.now)),
    })),
    failed_messages: data.failed_messages.items.map((m) => ({
      key: String(m.id),
      to: adminCampaign(m.campaign_id),
      label: t.failedMessage(m.reference, messageName(m.kind), m.recipient),
      detail: t.lastError(m.last_error),
    })),
    card_captures: data.card_captures.items.map((c) => ({
      key: c.id,
      to: adminCampaign(c.campaign_id),
      label: t.cardCapture(c.reference, c.advertiser, formatCents(c.amount_cents)),
      detail: c.reason === 'capture_failed' ? t.captureFailed(c.last_error) : c.reason === 'lapsed' ? t.captureLapsed : t.captureReleased,
    })),
  };
}

/** The top of the dashboard: what needs a person today, each line linking to its record, each count to its list. */
export function Worklist() {
  const worklist = useWorklist();
  let body: ReactNode;
  if (worklist.isPending) body = <p>{WORKLIST_TEXT.loading}</p>;
  else if (worklist.isError)
    body = (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        <p>
          {WORKLIST_TEXT.failed}
          {worklist.error.message}
        </p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void worklist.refetch()}>
          {WORKLIST_TEXT.retry}
        </Button>
      </div>
    );
  else {
    const data = worklist.data;
    const byList = lines(data);
    body = (
      <>
        {data.total === 0 ? <p className="text-gray-700">{WORKLIST_TEXT.allClear}</p> : null}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {(Object.keys(WORKLIST_TEXT.lists) as ListKey[]).map((key) =>
            key === 'under_delivered' ? (
              <WorkListCard key={key} list={key} data={data[key]} shown={data[key].items.length}>
                {data[key].items.map((item) => (
                  <MakeGoodRow key={`${item.campaign_id}/${item.location_id}/${item.cycle_start}`} item={item} />
                ))}
              </WorkListCard>
            ) : (
              <WorkListCard key={key} list={key} data={data[key]} shown={byList[key].length}>
                {byList[key].map((line) => (
                  <li key={line.key}>
                    <Link to={line.to} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-ink">
                      {line.label}
                    </Link>{' '}
                    <span className="text-gray-700">{line.detail}</span>
                  </li>
                ))}
              </WorkListCard>
            ),
          )}
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby="worklist-heading" className="space-y-4" data-testid="worklist">
      <h2 id="worklist-heading" className="text-2xl font-bold text-ink">
        {WORKLIST_TEXT.heading}
      </h2>
      {body}
    </section>
  );
}

function WorkListCard({ list, data, shown, children }: { list: ListKey; data: WorkList<unknown>; shown: number; children: ReactNode }) {
  const headingId = `worklist-${list}`;
  const title = WORKLIST_TEXT.lists[list];
  const to = LIST_LINKS[list];
  const count = <span className="text-2xl font-bold tabular-nums">{data.count}</span>;
  return (
    <section aria-labelledby={headingId} className={`rounded-lg border bg-white p-4 ${data.count > 0 ? 'border-brand-600' : 'border-gray-200'}`}>
      <h3 id={headingId} className="flex items-baseline gap-2 text-ink">
        {to ? (
          <Link to={to} className="flex items-baseline gap-2 underline-offset-4 hover:underline" data-testid={`worklist-count-${list}`}>
            {count}
            <span className="text-sm font-semibold">{title}</span>
          </Link>
        ) : (
          <span className="flex items-baseline gap-2" data-testid={`worklist-count-${list}`}>
            {count}
            <span className="text-sm font-semibold">{title}</span>
          </span>
        )}
      </h3>
      {shown > 0 ? <ul className="mt-2 space-y-1 text-sm">{children}</ul> : null}
      {data.count > shown && shown > 0 ? <p className="mt-1 text-xs text-gray-600">{WORKLIST_TEXT.more(shown, data.count)}</p> : null}
    </section>
  );
}
