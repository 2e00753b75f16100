import type { ArtworkCampaignBoard, CampaignArtwork } from '../api/artwork';
import { cyclesOf, screensDiffer } from '../api/artwork';
import { useCampaignArtwork } from '../api/get-campaign-artwork';
import { ARTWORK_VERSION_TEXT, deadlineText, openCycles } from '../lib/artwork-text';
import { ArtworkUploadForm } from './artwork-upload-form';
import { ArtworkVersionList } from './artwork-version-list';

export interface ArtworkSectionProps {
  campaignId: string;
}

/** The advertiser's artwork of one campaign: the versions, the deadline, the go-live date, and an upload per board where screens differ. */
export function AccountArtworkSection({ campaignId }: ArtworkSectionProps) {
  const artwork = useCampaignArtwork(campaignId);
  return (
    <section aria-labelledby="account-artwork" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="account-artwork" className="text-lg font-semibold text-ink">
        {ARTWORK_VERSION_TEXT.heading}
      </h2>
      {artwork.isPending ? <p className="mt-2 text-sm">{ARTWORK_VERSION_TEXT.loading}</p> : null}
      {artwork.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {ARTWORK_VERSION_TEXT.failed}
          {artwork.error.message}
        </p>
      ) : null}
      {artwork.data ? <AccountArtworkView campaignId={campaignId} artwork={artwork.data} /> : null}
    </section>
  );
}

export interface AccountArtworkViewProps {
  campaignId: string;
  artwork: CampaignArtwork;
  /** The time the deadline is judged at; tests fix it. */
  now?: Date;
}

export function AccountArtworkView({ campaignId, artwork, now = new Date() }: AccountArtworkViewProps) {
  const deadline = deadlineText(artwork.cycleStarts, now);
  const perBoard = screensDiffer(artwork.boards);
  const targets: (ArtworkCampaignBoard | null)[] = perBoard ? artwork.boards : [null];
  return (
    <div className="mt-2 space-y-4 text-sm">
      <p>{artwork.goLive?.go_live_at ? ARTWORK_VERSION_TEXT.goLive(artwork.goLive.go_live_at) : ARTWORK_VERSION_TEXT.goLiveWaiting}</p>
      <p>{deadline ?? ARTWORK_VERSION_TEXT.closed}</p>
      {targets.map((board) => {
        const versions = artwork.versions.filter((v) => !perBoard || v.location_id === board?.id || v.location_id === null);
        const pending = versions.find((v) => v.state === 'pending' && v.location_id === (board?.id ?? null));
        return (
          <div key={board?.id ?? 'all'} className="space-y-3">
            {perBoard && board ? <h3 className="font-semibold">{board.name}</h3> : null}
            {deadline ? (
              <>
                {pending ? <p>{ARTWORK_VERSION_TEXT.waiting(pending.version)}</p> : null}
                <ArtworkUploadForm
                  campaignId={campaignId}
                  board={board}
                  boards={artwork.boards}
                  cycles={openCycles(cyclesOf(artwork, board), now)}
                  replaces={pending ?? null}
                />
              </>
            ) : null}
            <ArtworkVersionList versions={versions} boards={artwork.boards} />
          </div>
        );
      })}
    </div>
  );
}
