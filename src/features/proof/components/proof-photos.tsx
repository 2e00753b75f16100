import { Button } from '@/components/ui/button';
import type { ProofPhoto } from '../api/get-proof';
import { formatTakenAt } from '../lib/proof-format';
import { PROOF_TEXT } from '../lib/proof-text';

/** The photos of one board in one cycle, each with when it was taken (Toronto time). */
export function ProofPhotos({
  photos,
  boardName,
  eager = false,
  onRemove,
}: {
  photos: ProofPhoto[];
  boardName: string;
  /** Load at once (the report is printed). */
  eager?: boolean;
  /** The staff's removal of a photo; none for the advertiser. */
  onRemove?: (photo: ProofPhoto) => void;
}) {
  if (photos.length === 0) return <p className="text-sm text-gray-700">{PROOF_TEXT.noPhotos}</p>;
  return (
    <ul className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 print:grid-cols-2">
      {photos.map((photo) => {
        const taken = formatTakenAt(photo.takenAt);
        return (
          <li key={photo.id} className="break-inside-avoid">
            <figure>
              {photo.url ? (
                <img
                  src={photo.url}
                  alt={PROOF_TEXT.photoAlt(boardName, taken)}
                  width={photo.width}
                  height={photo.height}
                  loading={eager ? 'eager' : 'lazy'}
                  className="h-auto w-full rounded border border-gray-200"
                />
              ) : (
                <p className="rounded border border-dashed border-gray-300 p-4 text-sm text-gray-700">{PROOF_TEXT.photoUnavailable}</p>
              )}
              <figcaption className="mt-1 text-xs text-gray-700">
                {PROOF_TEXT.taken}
                <time dateTime={photo.takenAt}>{taken}</time>
              </figcaption>
            </figure>
            {onRemove ? (
              <Button size="sm" variant="outline" className="mt-1" aria-label={PROOF_TEXT.removePhotoLabel(taken)} onClick={() => onRemove(photo)}>
                {PROOF_TEXT.removePhoto}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
