import type { CampaignRecord } from '../api/campaign';
import { actorLabel, eventLabel, formatWhen, transitionLabel } from '../lib/campaign-labels';

export const TIMELINE_TEXT = {
  heading: 'Timeline',
  empty: 'No events recorded.',
  reason: 'Reason',
} as const;

export interface CampaignTimelineProps {
  campaign: Pick<CampaignRecord, 'events' | 'bookings' | 'viewerId'>;
}

/** Every change to the campaign as the database recorded it, newest last: when, who, what, from and to, and why. */
export function CampaignTimeline({ campaign }: CampaignTimelineProps) {
  const boards = new Map(campaign.bookings.map((b) => [b.id, b.board]));
  const events = campaign.events.filter((e) => e.action !== 'emailed');
  return (
    <section aria-labelledby="campaign-timeline" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id="campaign-timeline" className="text-lg font-semibold text-ink">
        {TIMELINE_TEXT.heading}
      </h3>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{TIMELINE_TEXT.empty}</p>
      ) : (
        <ol className="mt-2 space-y-3 border-l-2 border-gray-200 pl-4" data-testid="campaign-timeline">
          {events.map((event) => {
            const transition = transitionLabel(event.from_status, event.to_status);
            return (
              <li key={event.id} className="text-sm text-gray-800">
                <p>
                  <span className="font-semibold text-ink">{eventLabel(event, (id) => boards.get(id) ?? null)}</span>
                  {transition ? ` · ${transition}` : ''}
                </p>
                <p className="text-xs text-gray-700">
                  <time dateTime={event.occurred_at}>{formatWhen(event.occurred_at)}</time> · {actorLabel(event.actor_id, campaign.viewerId)}
                </p>
                {event.reason ? (
                  <p className="mt-0.5 break-words">
                    {TIMELINE_TEXT.reason}: {event.reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
