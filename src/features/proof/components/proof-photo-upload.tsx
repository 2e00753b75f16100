import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { BoardCycleProof } from '../api/get-proof';
import { useUploadProofPhoto } from '../api/upload-proof-photo';
import { cycleLabel, torontoInputToIso, torontoInputValue } from '../lib/proof-format';
import { PHOTO_MAX_EDGE, resizePhoto } from '../lib/resize-photo';

export const PHOTO_UPLOAD_TEXT = {
  heading: 'Add a photo',
  boardCycle: 'Board and cycle',
  chooseBoardCycle: 'Choose the board and cycle',
  noBoardCycle: 'Choose the board and cycle the photo shows.',
  file: 'Photo',
  fileHint: `Any photo the browser can read; it is resized to ${PHOTO_MAX_EDGE} px on its longest side and saved as a JPEG, without its location data.`,
  takenAt: 'Taken at (Toronto time)',
  submit: 'Upload photo',
  uploading: 'Uploading...',
  chooseFile: 'Choose a photo first.',
  badTime: 'Enter when the photo was taken.',
  done: 'Photo added.',
  failed: 'The photo could not be added: ',
} as const;

const keyOf = (c: Pick<BoardCycleProof, 'locationId' | 'cycleStart'>) => `${c.locationId}/${c.cycleStart}`;

/** The staff add a photo of the ad on one board in one cycle, resized in the browser first. */
export function ProofPhotoUpload({ campaignId, cycles }: { campaignId: string; cycles: BoardCycleProof[] }) {
  const id = useId();
  const upload = useUploadProofPhoto();
  // No default: a photo filed under the first board and cycle by mistake would prove the wrong thing.
  const [target, setTarget] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [takenAt, setTakenAt] = useState(() => torontoInputValue(new Date()));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const cycle = cycles.find((c) => keyOf(c) === target);
    const taken = torontoInputToIso(takenAt);
    if (!file) return setMessage({ ok: false, text: PHOTO_UPLOAD_TEXT.chooseFile });
    if (!taken) return setMessage({ ok: false, text: PHOTO_UPLOAD_TEXT.badTime });
    if (!cycle) return setMessage({ ok: false, text: PHOTO_UPLOAD_TEXT.noBoardCycle });
    setBusy(true);
    setMessage(null);
    try {
      const photo = await resizePhoto(file);
      await upload.mutateAsync({ campaignId, locationId: cycle.locationId, cycleStart: cycle.cycleStart, takenAt: taken, photo });
      setMessage({ ok: true, text: PHOTO_UPLOAD_TEXT.done });
      setFile(null);
      form.reset();
    } catch (error) {
      setMessage({ ok: false, text: PHOTO_UPLOAD_TEXT.failed + (error instanceof Error ? error.message : String(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mt-4 grid min-w-0 grid-cols-1 gap-2 sm:max-w-md" onSubmit={(e) => void onSubmit(e)}>
      <h4 className="font-semibold text-ink">{PHOTO_UPLOAD_TEXT.heading}</h4>
      <label htmlFor={`${id}-target`} className="text-sm font-medium text-gray-800">
        {PHOTO_UPLOAD_TEXT.boardCycle}
      </label>
      {/* The full width and no wider: a long board name and dates cut short rather than widening the page on a phone. */}
      <select
        id={`${id}-target`}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        className="w-full min-w-0 max-w-full truncate rounded border border-gray-300 px-2 py-1 text-sm"
      >
        <option value="" disabled>
          {PHOTO_UPLOAD_TEXT.chooseBoardCycle}
        </option>
        {cycles.map((c) => (
          <option key={keyOf(c)} value={keyOf(c)}>
            {c.boardName}, {cycleLabel(c.cycleStart, c.cycleEnd)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-file`} className="text-sm font-medium text-gray-800">
        {PHOTO_UPLOAD_TEXT.file}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/*"
        aria-describedby={`${id}-file-hint`}
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0] ?? null;
          setFile(chosen);
          // A phone's photo file is dated when it was taken: a better guess than now.
          if (chosen?.lastModified) setTakenAt(torontoInputValue(new Date(chosen.lastModified)));
        }}
        className="w-full min-w-0 max-w-full text-sm"
      />
      <p id={`${id}-file-hint`} className="text-xs text-gray-700">
        {PHOTO_UPLOAD_TEXT.fileHint}
      </p>
      <label htmlFor={`${id}-taken`} className="text-sm font-medium text-gray-800">
        {PHOTO_UPLOAD_TEXT.takenAt}
      </label>
      <input
        id={`${id}-taken`}
        type="datetime-local"
        value={takenAt}
        onChange={(e) => setTakenAt(e.target.value)}
        required
        className="w-full min-w-0 max-w-full rounded border border-gray-300 px-2 py-1 text-sm"
      />
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? PHOTO_UPLOAD_TEXT.uploading : PHOTO_UPLOAD_TEXT.submit}
        </Button>
      </div>
      <p aria-live="polite" className={message?.ok ? 'text-sm text-green-800' : 'text-sm text-red-800'}>
        {message?.text}
      </p>
    </form>
  );
}
