import type { ReactNode } from 'react';
import type { ArtworkCampaignBoard, ArtworkVersion } from '../api/artwork';
import { ARTWORK_STATE_LABELS, ARTWORK_VERSION_TEXT } from '../lib/artwork-text';
import { ArtworkThumbnail } from './artwork-thumbnail';

export interface ArtworkVersionListProps {
  versions: readonly ArtworkVersion[];
  boards: readonly ArtworkCampaignBoard[];
  /** Something to show beside each version (the staff's link to the file). */
  extra?: (version: ArtworkVersion) => ReactNode;
}

const STATE_STYLE = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

/** Each version, newest first: a thumbnail of its file, its state, size, board and cycle, and when sent back the reason in words and the staff's comment. */
export function ArtworkVersionList({ versions, boards, extra }: ArtworkVersionListProps) {
  if (versions.length === 0) return <p className="text-sm text-gray-700">{ARTWORK_VERSION_TEXT.noVersions}</p>;
  const boardName = (id: string | null) => boards.find((b) => b.id === id)?.name ?? null;
  return (
    <ol className="space-y-3">
      {versions.map((v) => {
        const board = boardName(v.location_id);
        return (
          <li key={v.id} className="flex gap-3 rounded-md border border-gray-200 p-3 text-sm">
            <ArtworkThumbnail version={v} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{ARTWORK_VERSION_TEXT.version(v.version)}</span>
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[v.state]}`}>{ARTWORK_STATE_LABELS[v.state]}</span>
                <span className="text-gray-700">{v.width && v.height ? ARTWORK_VERSION_TEXT.size(v.width, v.height) : ARTWORK_VERSION_TEXT.sizeUnknown}</span>
              </p>
              <p className="mt-1 text-gray-700">
                {[
                  board ? ARTWORK_VERSION_TEXT.forBoard(board) : null,
                  v.applies_from ? ARTWORK_VERSION_TEXT.fromCycle(v.applies_from) : null,
                  ARTWORK_VERSION_TEXT.uploadedAt(v.created_at),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {v.state === 'rejected' && v.reject_reason ? (
                <div className="mt-2 rounded border border-red-200 bg-red-50 p-2 text-red-900">
                  <p>{ARTWORK_VERSION_TEXT.reason(v.reject_reason)}</p>
                  {v.staff_comment ? <p className="mt-1 whitespace-pre-line break-words">{ARTWORK_VERSION_TEXT.comment(v.staff_comment)}</p> : null}
                </div>
              ) : null}
              {extra ? <div className="mt-2">{extra(v)}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
