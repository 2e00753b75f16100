import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { leadSourceLabel } from '@shared/contact-inquiry';
import { LEAD_STATUS_NAMES, LEAD_STATUSES, type Lead, type LeadStatus } from '../api/lead';
import { useResendLead } from '../api/resend-lead';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { LeadAdvertiser } from './lead-advertiser';
import { LeadBookings } from './lead-bookings';

export const LEAD_TEXT = {
  statusLabel: 'Status',
  statusNames: LEAD_STATUS_NAMES,
  source: 'Source',
  delivery: { pending: 'E-mail pending', sending: 'E-mail sending', sent: 'E-mail sent', failed: 'E-mail failed' } satisfies Record<
    Lead['email_status'],
    string
  >,
  resend: 'Resend e-mail',
  resending: 'Resending...',
  resent: 'The lead was e-mailed to the team.',
  resendFailed: 'The e-mail failed again: ',
  statusSaved: 'Status saved.',
} as const;

const STATUS_STYLES: Record<LeadStatus, string> = {
  new: 'bg-brand-100 text-ink',
  contacted: 'bg-blue-100 text-blue-900',
  in_progress: 'bg-blue-100 text-blue-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-red-100 text-red-900',
  closed: 'bg-gray-200 text-gray-800',
};

const received = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' });

export interface LeadCardProps {
  lead: Lead;
}

export function LeadCard({ lead }: LeadCardProps) {
  const statusId = useId();
  const updateStatus = useUpdateLeadStatus();
  const resend = useResendLead();

  function changeStatus(status: LeadStatus) {
    updateStatus.mutate({ id: lead.id, status }, { onSuccess: () => toast.success(LEAD_TEXT.statusSaved), onError: (e) => toast.error(e.message) });
  }

  function resendEmail() {
    resend.mutate(lead.id, {
      onSuccess: ({ delivered }) => (delivered ? toast.success(LEAD_TEXT.resent) : toast.error(`${LEAD_TEXT.resendFailed}see the error on the lead.`)),
      onError: (e) => toast.error(`${LEAD_TEXT.resendFailed}${e.message}`),
    });
  }

  return (
    <article aria-labelledby={`${statusId}-name`} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      {/* Status first: what the staff sort the inbox by. */}
      <div className="flex flex-wrap items-center gap-2">
        <span data-testid="lead-status" className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide', STATUS_STYLES[lead.status])}>
          {LEAD_TEXT.statusNames[lead.status]}
        </span>
        {/* Why the database gave the lead its status (from its campaign), e.g. a decline's reason. */}
        {lead.status_reason ? (
          <span data-testid="lead-status-reason" className="text-xs text-gray-800">
            {lead.status_reason}
          </span>
        ) : null}
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            lead.email_status === 'sent'
              ? 'bg-green-100 text-green-800'
              : lead.email_status === 'failed'
                ? 'bg-red-100 text-red-800'
                : 'bg-gray-100 text-gray-800',
          )}
        >
          {LEAD_TEXT.delivery[lead.email_status]}
        </span>
        <span className="text-xs text-gray-700">
          {LEAD_TEXT.source}: <span className="font-semibold">{leadSourceLabel(lead.source)}</span>
        </span>
      </div>
      <div className="mt-2 min-w-0">
        <h3 id={`${statusId}-name`} className="text-lg font-semibold text-ink">
          {lead.name} <span className="font-normal text-gray-600">· {lead.company}</span>
        </h3>
        <p className="mt-1 break-words text-sm text-gray-700">
          <a className="underline" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>{' '}
          ·{' '}
          <a className="underline" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
            {lead.phone}
          </a>
        </p>
        <p className="mt-1 text-xs text-gray-600">
          Received <time dateTime={lead.created_at}>{received.format(new Date(lead.created_at))}</time>
          {lead.location_ids.length > 0 ? ` · ${lead.location_ids.length} board(s) in the plan` : ''}
        </p>
        {lead.boards && lead.boards.length > 0 ? (
          <p className="mt-1 text-sm text-gray-800">
            <span className="font-semibold">Boards in the plan:</span> {lead.boards.map((board) => board.name).join(', ')}
          </p>
        ) : null}
      </div>
      {lead.bookings ? <LeadBookings leadId={lead.id} bookings={lead.bookings} /> : null}
      <LeadAdvertiser lead={lead} />
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-gray-800">{lead.message}</p>
      {lead.email_status === 'failed' && lead.email_error ? (
        <p className="mt-2 break-words text-xs text-red-700">
          Last error ({lead.email_attempts} attempt{lead.email_attempts === 1 ? '' : 's'}): {lead.email_error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={statusId} className="block text-xs font-medium text-gray-700">
            {LEAD_TEXT.statusLabel}
          </label>
          <select
            id={statusId}
            value={lead.status}
            disabled={updateStatus.isPending}
            onChange={(e) => changeStatus(e.target.value as LeadStatus)}
            className="mt-1 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_TEXT.statusNames[status]}
              </option>
            ))}
          </select>
        </div>
        {lead.email_status === 'failed' ? (
          <Button size="sm" variant="outline" onClick={resendEmail} disabled={resend.isPending}>
            {resend.isPending ? LEAD_TEXT.resending : LEAD_TEXT.resend}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
