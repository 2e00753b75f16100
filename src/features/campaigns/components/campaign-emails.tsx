import type { Tables } from '@/types/database';
import type { CampaignRecord } from '../api/campaign';
import { eventLabel, formatWhen } from '../lib/campaign-labels';

export const EMAILS_TEXT = {
  heading: 'E-mails',
  scope: 'As the database records them: the team’s e-mail about the lead, and the notices sent to the advertiser from the admin.',
  leadEmail: 'New-request e-mail to the team',
  delivery: { pending: 'pending', sending: 'being sent', sent: 'sent', failed: 'failed' } satisfies Record<Tables<'contact_inquiries'>['email_status'], string>,
  attempts: (n: number) => `${n} attempt${n === 1 ? '' : 's'}`,
  lastError: 'Last error',
  noLead: 'No lead, so no new-request e-mail.',
  noNotices: 'No notice to the advertiser is recorded.',
} as const;

export interface CampaignEmailsProps {
  campaign: Pick<CampaignRecord, 'lead' | 'events' | 'bookings'>;
}

/** The e-mails sent about the campaign that the database records, and nothing it does not. */
export function CampaignEmails({ campaign }: CampaignEmailsProps) {
  const { lead } = campaign;
  const notices = campaign.events.filter((e) => e.action === 'emailed');
  const boards = new Map(campaign.bookings.map((b) => [b.id, b.board]));
  return (
    <section aria-labelledby="campaign-emails" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id="campaign-emails" className="text-lg font-semibold text-ink">
        {EMAILS_TEXT.heading}
      </h3>
      <p className="mt-1 text-xs text-gray-700">{EMAILS_TEXT.scope}</p>
      <ul className="mt-2 space-y-2 text-sm text-gray-800">
        <li>
          {lead ? (
            <>
              {EMAILS_TEXT.leadEmail}: <span className="font-semibold">{EMAILS_TEXT.delivery[lead.email_status]}</span> (
              {EMAILS_TEXT.attempts(lead.email_attempts)}
              {lead.email_sent_at ? (
                <>
                  , <time dateTime={lead.email_sent_at}>{formatWhen(lead.email_sent_at)}</time>
                </>
              ) : null}
              )
              {lead.email_status === 'failed' && lead.email_error ? (
                <span className="block break-words text-red-800">{`${EMAILS_TEXT.lastError}: ${lead.email_error}`}</span>
              ) : null}
            </>
          ) : (
            EMAILS_TEXT.noLead
          )}
        </li>
        {notices.length === 0 ? (
          <li>{EMAILS_TEXT.noNotices}</li>
        ) : (
          notices.map((event) => (
            <li key={event.id}>
              {eventLabel(event, (id) => boards.get(id) ?? null)} · <time dateTime={event.occurred_at}>{formatWhen(event.occurred_at)}</time>
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
