import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { artworkFileProblem, checkArtwork, type ArtworkVerdict } from '@shared/artwork-fit.ts';
import { ARTWORK } from '@shared/business-rules.ts';
import { Button } from '@/components/ui/button';
import type { ArtworkCampaignBoard, ArtworkVersion } from '../api/artwork';
import { useUploadArtworkVersion } from '../api/upload-artwork-version';
import { ARTWORK_VERSION_TEXT } from '../lib/artwork-text';
import { readImageSize } from '../lib/read-image-size';

export interface ArtworkUploadFormProps {
  campaignId: string;
  /** The one board this upload is for (screens of different sizes), or null for every board. */
  board: ArtworkCampaignBoard | null;
  /** The boards the artwork must fit. */
  boards: readonly ArtworkCampaignBoard[];
  /** The cycle starts still open for a new version: the advertiser picks one, none is picked for them. */
  cycles: readonly string[];
  /** The version still waiting for review that a new file would take the place of. */
  replaces?: Pick<ArtworkVersion, 'id' | 'version'> | null;
}

type Check = { state: 'none' } | { state: 'reading' } | { state: 'refused'; message: string } | { state: 'checked'; verdicts: ArtworkVerdict[] };

/** The sizes the artwork must have, in words, shown before a file is chosen. */
function sizesText(boards: readonly ArtworkCampaignBoard[]): string {
  const sized = boards.filter((b) => b.screen_width_px && b.screen_height_px);
  if (sized.length === 0) return ARTWORK_VERSION_TEXT.anySize;
  return sized.map((b) => `${b.screen_width_px} x ${b.screen_height_px} px for ${b.name}`).join(', ');
}

/** Choose a file, see the size and proportion check, then upload it as a new version. */
export function ArtworkUploadForm({ campaignId, board, boards, cycles, replaces = null }: ArtworkUploadFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [cycle, setCycle] = useState('');
  const [check, setCheck] = useState<Check>({ state: 'none' });
  const upload = useUploadArtworkVersion();
  const fits = board ? [board] : boards;

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0] ?? null;
    setFile(chosen);
    upload.reset();
    if (!chosen) return setCheck({ state: 'none' });
    const problem = artworkFileProblem(chosen);
    if (problem) return setCheck({ state: 'refused', message: problem });
    setCheck({ state: 'reading' });
    try {
      setCheck({ state: 'checked', verdicts: checkArtwork(await readImageSize(chosen), fits) });
    } catch {
      setCheck({ state: 'refused', message: ARTWORK_VERSION_TEXT.unreadable });
    }
  }

  const chosenCycle = cycles.includes(cycle) ? cycle : '';
  const ready = file !== null && chosenCycle !== '' && check.state === 'checked' && check.verdicts.every((v) => v.fit !== 'mismatch');

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready || upload.isPending) return;
    upload.mutate({ campaignId, locationId: board?.id ?? null, appliesFrom: chosenCycle, replaces: replaces?.id ?? null, file });
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={`${id}-cycle`} className="block text-sm font-medium">
        {ARTWORK_VERSION_TEXT.cycleLabel}
      </label>
      <select
        id={`${id}-cycle`}
        required
        value={chosenCycle}
        onChange={(e) => {
          setCycle(e.target.value);
          upload.reset();
        }}
        className="block w-full rounded-md border border-gray-300 px-2 py-1 text-sm"
      >
        <option value="" disabled>
          {ARTWORK_VERSION_TEXT.cyclePlaceholder}
        </option>
        {cycles.map((start) => (
          <option key={start} value={start}>
            {ARTWORK_VERSION_TEXT.cycleOption(start)}
          </option>
        ))}
      </select>
      <label htmlFor={id} className="block text-sm font-medium">
        {ARTWORK_VERSION_TEXT.fileLabel(board?.name ?? null)}
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {ARTWORK_VERSION_TEXT.requirement(sizesText(fits))}
      </p>
      <input
        id={id}
        type="file"
        accept={Object.keys(ARTWORK.types).join(',')}
        aria-describedby={`${id}-hint ${id}-check`}
        onChange={(e) => void choose(e)}
        className="block w-full text-sm"
      />
      <div id={`${id}-check`} aria-live="polite" className="text-sm">
        {check.state === 'reading' ? <p>{ARTWORK_VERSION_TEXT.reading}</p> : null}
        {check.state === 'refused' ? <p className="text-red-800">{check.message}</p> : null}
        {check.state === 'checked'
          ? check.verdicts.map((v) => (
              <p key={v.board} className={v.fit === 'mismatch' ? 'text-red-800' : 'text-green-800'}>
                {v.message}
              </p>
            ))
          : null}
      </div>
      <Button type="submit" size="sm" disabled={!ready || upload.isPending}>
        {upload.isPending ? ARTWORK_VERSION_TEXT.uploading : replaces ? ARTWORK_VERSION_TEXT.replace(replaces.version) : ARTWORK_VERSION_TEXT.upload}
      </Button>
      {upload.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {upload.error.message}
        </p>
      ) : null}
      {upload.isSuccess ? (
        <p role="status" className="text-sm text-green-800">
          {ARTWORK_VERSION_TEXT.uploaded(upload.data.version)}
        </p>
      ) : null}
    </form>
  );
}
