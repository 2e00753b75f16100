import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { Json, Tables } from '@/types/database';
import type { CampaignEvent, CampaignMessage, CampaignRecord } from '../api/campaign';
import { useResendMessage } from '../api/resend-message';
import { isEmailMessage } from '@/lib/message-names';
import { eventLabel, formatWhen, messageLabel, messageName } from '../lib/campaign-labels';

export const EMAILS_TEXT = {
  heading: 'E-mails',
  scope:
    'As the database records them: the team’s e-mail about the lead, and the advertiser’s e-mails each change writes, which leave within a minute and are tried again if they fail.',
  leadEmail: 'New-request e-mail to the team',
  delivery: { pending: 'pending', sending: 'being sent', sent: 'sent', failed: 'failed' } satisfies Record<Tables<'contact_inquiries'>['email_status'], string>,
  attempts: (n: number) => `${n} attempt${n === 1 ? '' : 's'}`,
  lastError: 'Last error',
  noLead: 'No lead, so no new-request e-mail.',
  noNotices: 'No e-mail to the advertiser is recorded.',
  waiting: (name: string) => `${name}: waiting to be sent`,
  retrying: (name: string, attempts: number) => `${name}: not sent yet (${attempts} attempt${attempts === 1 ? '' : 's'}), trying again`,
  gaveUp: (name: string, attempts: number) => `${name}: not sent, given up after ${attempts} attempt${attempts === 1 ? '' : 's'}`,
  again: ' (sent again at the staff’s request)',
  resend: 'Send again',
  resending: 'Sending...',
  resent: 'It will be sent again within a minute.',
} as const;

export interface CampaignEmailsProps {
  campaign: Pick<CampaignRecord, 'lead' | 'events' | 'bookings' | 'messages'>;
}

function messageIdOf(details: Json): number | null {
  const value = details !== null && typeof details === 'object' && !Array.isArray(details) ? details.message_id : undefined;
  return typeof value === 'number' ? value : null;
}

function ResendButton({ message }: { message: CampaignMessage }) {
  const resend = useResendMessage();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="ml-2"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(message.id, {
          onSuccess: () => toast.success(EMAILS_TEXT.resent),
          onError: (e) => toast.error(e.message),
        })
      }
    >
      {resend.isPending ? EMAILS_TEXT.resending : EMAILS_TEXT.resend}
    </Button>
  );
}

function MessageLine({ message, sentEvent }: { message: CampaignMessage; sentEvent: CampaignEvent | undefined }) {
  const name = messageName(message.kind);
  const again = message.resend_of !== null ? EMAILS_TEXT.again : '';
  if (message.sent_at) {
    const words = sentEvent ? eventLabel(sentEvent, () => null) : messageLabel(message.kind, message.recipient);
    return (
      <li>
        {words}
        {again} · <time dateTime={message.sent_at}>{formatWhen(message.sent_at)}</time>
        <ResendButton message={message} />
      </li>
    );
  }
  if (!message.last_error) {
    return (
      <li>
        {EMAILS_TEXT.waiting(name)}
        {again}
      </li>
    );
  }
  // The database gives a message up (no next attempt) after its last attempt, or when it has nothing to send.
  const givenUp = message.next_attempt_at === null;
  return (
    <li>
      <span className="font-semibold">{givenUp ? EMAILS_TEXT.gaveUp(name, message.attempts) : EMAILS_TEXT.retrying(name, message.attempts)}</span>
      {again}
      {!givenUp && message.next_attempt_at ? (
        <>
          {' '}
          · <time dateTime={message.next_attempt_at}>{formatWhen(message.next_attempt_at)}</time>
        </>
      ) : null}
      {givenUp ? <ResendButton message={message} /> : null}
      <span className="block break-words text-red-800">{`${EMAILS_TEXT.lastError}: ${message.last_error}`}</span>
    </li>
  );
}

/** The e-mails sent about the campaign that the database records, and nothing it does not. */
export function CampaignEmails({ campaign }: CampaignEmailsProps) {
  const { lead } = campaign;
  const messages = campaign.messages.filter((m) => isEmailMessage(m.kind));
  const emailed = campaign.events.filter((e) => e.action === 'emailed');
  const sentEvents = new Map(emailed.flatMap((e) => (messageIdOf(e.details) === null ? [] : [[messageIdOf(e.details)!, e] as const])));
  // Notices from before the outbox, recorded by the staff function: words only.
  const earlier = emailed.filter((e) => messageIdOf(e.details) === null);
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
        {earlier.length === 0 && messages.length === 0 ? <li>{EMAILS_TEXT.noNotices}</li> : null}
        {earlier.map((event) => (
          <li key={`event-${event.id}`}>
            {eventLabel(event, (id) => boards.get(id) ?? null)} · <time dateTime={event.occurred_at}>{formatWhen(event.occurred_at)}</time>
          </li>
        ))}
        {messages.map((message) => (
          <MessageLine key={`message-${message.id}`} message={message} sentEvent={sentEvents.get(message.id)} />
        ))}
      </ul>
    </section>
  );
}
