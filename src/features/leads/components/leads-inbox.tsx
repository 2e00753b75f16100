import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { leadFocusKey, statusFilterKey } from '@/config/admin-paths';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';
import { useLeads } from '../api/get-leads';
import { LEAD_STATUSES, type LeadStatus } from '../api/lead';
import { filterLeads, type LeadFilter } from '../lib/filter-leads';
import { LEAD_TEXT, LeadCard } from './lead-card';
import { leadsCsv } from '../lib/leads-csv';

export const INBOX_TEXT = {
  heading: 'Leads',
  filterLabel: 'Show',
  all: 'All leads',
  searchLabel: 'Search leads',
  searchPlaceholder: 'Name, company, e-mail, phone or message',
  export: 'Export CSV',
  loading: 'Loading leads...',
  failed: 'Could not load the leads: ',
  retry: 'Try Again',
  none: 'No leads yet. Quote requests from the website will appear here.',
  noMatch: 'No lead matches this filter.',
  focused: 'Showing one lead.',
  focusedMissing: 'This lead is not in the inbox (it may have been erased).',
  showAll: 'Show all leads',
} as const;

/** The staff's inbox of quote requests: newest first, filtered by status and text, exportable. */
export function LeadsInbox() {
  const id = useId();
  const leads = useLeads();
  const [text, setText] = useState('');
  // A link from the bookings screen shows one lead (?lead=<id>); the status
  // shown lives in the URL too (?status=new), so the dashboard links to it.
  const [params, setParams] = useSearchParams();
  const focus = params.get(leadFocusKey);
  const asked = params.get(statusFilterKey);
  const filter: LeadFilter = { status: (LEAD_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as LeadStatus) : 'all', text };
  const setStatus = (status: LeadFilter['status']) =>
    setParams(status === 'all' ? new URLSearchParams() : new URLSearchParams({ [statusFilterKey]: status }), { replace: true });
  const shown = focus ? (leads.data ?? []).filter((lead) => lead.id === focus) : filterLeads(leads.data ?? [], filter);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
          {INBOX_TEXT.heading}
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={shown.length === 0}
          onClick={() => downloadCsv(`leads-${new Date().toISOString().slice(0, 10)}.csv`, leadsCsv(shown))}
        >
          {INBOX_TEXT.export}
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap gap-4">
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-medium">
            {INBOX_TEXT.filterLabel}
          </label>
          <select
            id={`${id}-status`}
            value={filter.status}
            onChange={(e) => setStatus(e.target.value as LeadFilter['status'])}
            className="mt-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
          >
            <option value="all">{INBOX_TEXT.all}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_TEXT.statusNames[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium">
            {INBOX_TEXT.searchLabel}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={filter.text}
            placeholder={INBOX_TEXT.searchPlaceholder}
            onChange={(e) => setText(e.target.value)}
            className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          />
        </div>
      </div>

      {focus ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm">
          <p>{leads.isSuccess && shown.length === 0 ? INBOX_TEXT.focusedMissing : INBOX_TEXT.focused}</p>
          <Button size="sm" variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            {INBOX_TEXT.showAll}
          </Button>
        </div>
      ) : null}

      <div className="mt-6 space-y-4" aria-live="polite">
        {leads.isPending ? <p>{INBOX_TEXT.loading}</p> : null}
        {leads.isError ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
            <p>
              {INBOX_TEXT.failed}
              {leads.error.message}
            </p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void leads.refetch()}>
              {INBOX_TEXT.retry}
            </Button>
          </div>
        ) : null}
        {leads.isSuccess && leads.data.length === 0 ? <p className="text-gray-700">{INBOX_TEXT.none}</p> : null}
        {leads.isSuccess && leads.data.length > 0 && shown.length === 0 && !focus ? <p className="text-gray-700">{INBOX_TEXT.noMatch}</p> : null}
        {shown.map((lead) => (
          <LeadCard key={lead.id} lead={lead} />
        ))}
      </div>
    </section>
  );
}
