import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { torontoTime } from '@shared/artwork-schedule.ts';
import { ARTWORK_REVIEW } from '@shared/sale-rules.ts';
import { ArtworkLink } from '@/components/admin/artwork-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { CampaignArtwork } from '../api/artwork';
import { useCampaignArtwork } from '../api/get-campaign-artwork';
import { useSetGoLive } from '../api/set-go-live';
import { ARTWORK_VERSION_TEXT, deadlineText } from '../lib/artwork-text';
import type { ArtworkSectionProps } from './account-artwork-section';
import { ArtworkVersionList } from './artwork-version-list';

export const STAFF_ARTWORK_TEXT = {
  queue: 'Review pending artwork',
  ruleGoLive: (text: string) => `By the rule: ${text}`,
  goLiveWaiting: `Set once artwork is approved: ${ARTWORK_REVIEW.goLiveHoursAfterApproval} hours after approval, and never before the first cycle starts.`,
  closed: 'The deadline for artwork changes has passed for every cycle of this campaign: a change now is arranged with the advertiser by phone.',
  noBoards: 'The campaign holds no boards now (cancelled, declined or ended): its artwork is kept as it was, with nothing to approve or set.',
  override: (text: string, reason: string) => `Set by the staff: ${text} Reason: ${reason}`,
  overrideHeading: 'Set the go-live date',
  at: 'Goes live at (Toronto time)',
  reason: 'Reason',
  set: 'Set go-live',
  setting: 'Saving...',
  clear: 'Back to the rule',
  saved: 'Go-live date saved.',
} as const;

/** A datetime-local value ('YYYY-MM-DDTHH:mm') read as Toronto time, whatever the browser's zone. */
function torontoLocalToIso(value: string): string {
  const [day = '', time = '00:00'] = value.split('T');
  return torontoTime(day, time.slice(0, 5)).toISOString();
}

/** The staff's view of a campaign's artwork: every version (the file through a short-lived link), the go-live date and its override. */
export function StaffArtworkSection({ campaignId }: ArtworkSectionProps) {
  const artwork = useCampaignArtwork(campaignId);
  return (
    <section aria-labelledby="staff-artwork" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id="staff-artwork" className="text-lg font-semibold text-ink">
        {ARTWORK_VERSION_TEXT.heading}
      </h3>
      {artwork.isPending ? <p className="mt-2 text-sm">{ARTWORK_VERSION_TEXT.loading}</p> : null}
      {artwork.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {ARTWORK_VERSION_TEXT.failed}
          {artwork.error.message}
        </p>
      ) : null}
      {artwork.data ? <StaffArtworkView campaignId={campaignId} artwork={artwork.data} /> : null}
    </section>
  );
}

export function StaffArtworkView({ campaignId, artwork, now = new Date() }: { campaignId: string; artwork: CampaignArtwork; now?: Date }) {
  const id = useId();
  const [at, setAt] = useState('');
  const [reason, setReason] = useState('');
  const setGoLive = useSetGoLive();
  const goLive = artwork.goLive;
  const ruleText = goLive?.rule_go_live_at ? ARTWORK_VERSION_TEXT.goLive(goLive.rule_go_live_at) : STAFF_ARTWORK_TEXT.goLiveWaiting;
  // No held booking (a cancelled, declined or ended campaign): nothing runs, so no deadline and no go-live.
  const holdsBoards = artwork.cycleStarts.length > 0;

  function submit(e: FormEvent, clear = false) {
    e.preventDefault();
    setGoLive.mutate({ campaignId, at: clear ? null : torontoLocalToIso(at), reason: reason.trim() });
  }

  return (
    <div className="mt-2 space-y-4 text-sm">
      <p>
        <Link to={paths.adminArtwork} className="underline">
          {STAFF_ARTWORK_TEXT.queue}
        </Link>
      </p>
      {holdsBoards ? (
        <>
          <p>{deadlineText(artwork.cycleStarts, now) ?? STAFF_ARTWORK_TEXT.closed}</p>
          <p>{STAFF_ARTWORK_TEXT.ruleGoLive(ruleText)}</p>
        </>
      ) : (
        <p>{STAFF_ARTWORK_TEXT.noBoards}</p>
      )}
      {goLive?.override_at && goLive.override_reason ? (
        <p>{STAFF_ARTWORK_TEXT.override(ARTWORK_VERSION_TEXT.goLive(goLive.override_at), goLive.override_reason)}</p>
      ) : null}
      <ArtworkVersionList versions={artwork.versions} boards={artwork.boards} extra={(v) => <ArtworkLink path={v.storage_path} />} />
      {holdsBoards ? (
        <form onSubmit={(e) => submit(e)} className="space-y-2 rounded-md border border-gray-200 p-3">
          <h4 className="font-semibold">{STAFF_ARTWORK_TEXT.overrideHeading}</h4>
          <div>
            <label htmlFor={`${id}-at`} className="block font-medium">
              {STAFF_ARTWORK_TEXT.at}
            </label>
            <input
              id={`${id}-at`}
              type="datetime-local"
              required
              value={at}
              onChange={(e) => setAt(e.target.value)}
              className="mt-1 rounded-md border border-gray-300 px-2 py-1"
            />
          </div>
          <div>
            <label htmlFor={`${id}-reason`} className="block font-medium">
              {STAFF_ARTWORK_TEXT.reason}
            </label>
            <input
              id={`${id}-reason`}
              required
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="mt-1 w-full rounded-md border border-gray-300 px-2 py-1"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={setGoLive.isPending}>
              {setGoLive.isPending ? STAFF_ARTWORK_TEXT.setting : STAFF_ARTWORK_TEXT.set}
            </Button>
            {goLive?.override_at ? (
              <Button type="button" size="sm" variant="outline" disabled={setGoLive.isPending || !reason.trim()} onClick={(e) => submit(e, true)}>
                {STAFF_ARTWORK_TEXT.clear}
              </Button>
            ) : null}
          </div>
          {setGoLive.isError ? (
            <p role="alert" className="text-red-800">
              {setGoLive.error.message}
            </p>
          ) : null}
          {setGoLive.isSuccess ? <p role="status">{STAFF_ARTWORK_TEXT.saved}</p> : null}
        </form>
      ) : null}
    </div>
  );
}
