import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { checkArtwork } from '@shared/artwork-fit.ts';
import type { ArtworkRejectReason } from '@shared/artwork-reasons.ts';
import { Button } from '@/components/ui/button';
import { adminCampaign } from '@/config/admin-paths';
import { createArtworkUrl } from '@/lib/artwork-url';
import { toast } from '@/lib/toast';
import { useDecideArtwork, type ArtworkDecision } from '../api/decide-artwork';
import { useArtworkQueue, type QueueEntry } from '../api/get-artwork-queue';
import { ARTWORK_VERSION_TEXT } from '../lib/artwork-text';
import { RejectDialog } from './reject-dialog';

export const ARTWORK_QUEUE_TEXT = {
  loading: 'Loading the artwork waiting for review...',
  failed: 'Could not load the artwork queue: ',
  empty: 'No artwork is waiting for review.',
  approve: 'Approve',
  approving: 'Approving...',
  reject: 'Send back...',
  approved: (version: number, reference: string) => `Version ${version} of ${reference} approved.`,
  rejected: (version: number, reference: string) => `Version ${version} of ${reference} sent back.`,
  preview: (version: number, reference: string) => `Version ${version} of the artwork for ${reference}`,
  previewFailed: 'The artwork could not be shown.',
  noScreen: 'No board of this campaign states its screen size: check the artwork by eye.',
  fromRequest: 'Sent with the booking request.',
} as const;

/** The staff's queue: pending versions oldest first, each at its board's proportions with its size check. */
export function ArtworkQueue() {
  const queue = useArtworkQueue();
  if (queue.isPending) return <p>{ARTWORK_QUEUE_TEXT.loading}</p>;
  if (queue.isError)
    return (
      <p role="alert" className="text-red-800">
        {ARTWORK_QUEUE_TEXT.failed}
        {queue.error.message}
      </p>
    );
  if (queue.data.length === 0) return <p>{ARTWORK_QUEUE_TEXT.empty}</p>;
  return (
    <ol className="space-y-4">
      {queue.data.map((entry) => (
        <li key={entry.id}>
          <QueueCard entry={entry} />
        </li>
      ))}
    </ol>
  );
}

function QueueCard({ entry }: { entry: QueueEntry }) {
  const decide = useDecideArtwork();
  const [rejecting, setRejecting] = useState(false);
  const version = entry.version ?? 0;
  const reference = entry.reference ?? '';
  const preview = useQuery({
    queryKey: ['artwork', 'preview', entry.storage_path],
    queryFn: () => createArtworkUrl(entry.storage_path ?? ''),
    staleTime: 5 * 60_000,
  });
  const screen = entry.boards.find((b) => b.screen_width_px && b.screen_height_px);
  const verdicts = entry.width && entry.height ? checkArtwork({ width: entry.width, height: entry.height }, entry.boards) : [];

  function run(decision: ArtworkDecision) {
    // Told through the promise, not a callback of this call: the queue reloads
    // before those run, this card has left it by then, and React skips them.
    decide.mutateAsync(decision).then(
      () => {
        setRejecting(false);
        toast.success(decision.decision === 'approve' ? ARTWORK_QUEUE_TEXT.approved(version, reference) : ARTWORK_QUEUE_TEXT.rejected(version, reference));
      },
      // A refusal shows on the card itself (decide.error).
      () => undefined,
    );
  }

  const headingId = `artwork-${entry.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 md:grid-cols-[minmax(0,20rem)_1fr]">
      <div
        className="flex w-full items-center justify-center overflow-hidden rounded bg-gray-900"
        style={{ aspectRatio: screen ? `${screen.screen_width_px} / ${screen.screen_height_px}` : '16 / 9' }}
      >
        {preview.data ? (
          <img src={preview.data} alt={ARTWORK_QUEUE_TEXT.preview(version, reference)} className="h-full w-full object-contain" />
        ) : preview.isError ? (
          <p className="p-2 text-sm text-white">{ARTWORK_QUEUE_TEXT.previewFailed}</p>
        ) : null}
      </div>
      <div className="space-y-2 text-sm">
        <h2 id={headingId} className="text-base font-semibold">
          <Link to={adminCampaign(entry.campaign_id ?? '')} className="underline">
            {entry.advertiser}: {entry.campaign_name} ({reference})
          </Link>
        </h2>
        <p>
          {[
            ARTWORK_VERSION_TEXT.version(version),
            entry.width && entry.height ? ARTWORK_VERSION_TEXT.size(entry.width, entry.height) : ARTWORK_VERSION_TEXT.sizeUnknown,
            entry.created_at ? ARTWORK_VERSION_TEXT.uploadedAt(entry.created_at) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {entry.source === 'request' ? <p>{ARTWORK_QUEUE_TEXT.fromRequest}</p> : null}
        {entry.applies_from ? <p>{ARTWORK_VERSION_TEXT.fromCycle(entry.applies_from)}</p> : null}
        {screen ? (
          verdicts.map((v) => (
            <p key={v.board} className={v.fit === 'mismatch' ? 'text-red-800' : 'text-green-800'}>
              {v.message}
            </p>
          ))
        ) : (
          <p>{ARTWORK_QUEUE_TEXT.noScreen}</p>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button size="sm" disabled={decide.isPending} onClick={() => run({ versionId: entry.id ?? '', decision: 'approve' })}>
            {decide.isPending && !rejecting ? ARTWORK_QUEUE_TEXT.approving : ARTWORK_QUEUE_TEXT.approve}
          </Button>
          <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            {ARTWORK_QUEUE_TEXT.reject}
          </Button>
        </div>
        {decide.isError && !rejecting ? (
          <p role="alert" className="text-red-800">
            {decide.error.message}
          </p>
        ) : null}
      </div>
      <RejectDialog
        open={rejecting}
        version={version}
        reference={reference}
        pending={decide.isPending}
        error={decide.isError ? decide.error.message : null}
        onClose={() => setRejecting(false)}
        onSubmit={(reason: ArtworkRejectReason, comment: string) => run({ versionId: entry.id ?? '', decision: 'reject', reason, comment })}
      />
    </article>
  );
}
