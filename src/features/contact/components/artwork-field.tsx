import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { artworkFileProblem, checkArtwork, type ArtworkBoard, type ArtworkVerdict, type PixelSize } from '@shared/artwork-fit.ts';
import { ARTWORK, ARTWORK_MAX_MEGABYTES } from '@shared/business-rules.ts';
import { artworkSizes, SAFE_AREA_INSET } from '../lib/artwork-sizes';
import { readImageSize } from '../lib/read-image-size';

export const ARTWORK_FIELD_TEXT = {
  label: `Artwork (optional): JPEG or PNG, up to ${ARTWORK_MAX_MEGABYTES} MB`,
  hint: 'You can also send it later, or ask our designers to make it.',
  unreadable: 'This file could not be read as an image. Please choose a JPEG or PNG.',
  remove: 'Remove artwork',
  preview: 'Preview on each board',
  previewAlt: (board: string) => `Your artwork on ${board}`,
  sizes: 'The size each board needs:',
  size: (width: number, height: number, ratio: string) => `${width} × ${height} px (${ratio})`,
  template: (width: number, height: number) => `Download the ${width} × ${height} template (PNG)`,
  unsized: (board: string) => `${board}: we will confirm its size with you.`,
  safeArea: `Keep text and logos inside the safe area, ${Math.round(SAFE_AREA_INSET * 100)}% in from each edge: the templates mark it.`,
} as const;

type Check = { kind: 'none' } | { kind: 'refused'; messages: string[] } | { kind: 'accepted'; verdicts: ArtworkVerdict[]; url: string; size: PixelSize };

export interface ArtworkFieldProps {
  /** The plan's boards: those that state their screen in pixels judge the file. */
  boards: readonly ArtworkBoard[];
  /** The accepted file, or null (none, or one refused). */
  onFile: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * An optional artwork file, checked here against each board's screen: the
 * exact size, or the same proportions within 2% (it will be scaled), or a
 * message naming the size needed. An accepted file is previewed at each
 * board's proportions; the upload waits until the request is sent.
 */
export function ArtworkField({ boards, onFile, disabled = false }: ArtworkFieldProps) {
  const id = useId();
  const [check, setCheck] = useState<Check>({ kind: 'none' });
  const [inputKey, setInputKey] = useState(0);
  // Only the latest choice counts: an earlier file still being read is ignored.
  const latest = useRef(0);
  const url = check.kind === 'accepted' ? check.url : null;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const turn = ++latest.current;
    onFile(null);
    if (!file) return setCheck({ kind: 'none' });
    const problem = artworkFileProblem(file);
    if (problem) return setCheck({ kind: 'refused', messages: [problem] });
    let size: PixelSize;
    try {
      size = await readImageSize(file);
    } catch {
      if (turn === latest.current) setCheck({ kind: 'refused', messages: [ARTWORK_FIELD_TEXT.unreadable] });
      return;
    }
    if (turn !== latest.current) return;
    const verdicts = checkArtwork(size, boards);
    const wrong = verdicts.filter((verdict) => verdict.fit === 'mismatch');
    if (wrong.length > 0) return setCheck({ kind: 'refused', messages: wrong.map((verdict) => verdict.message) });
    setCheck({ kind: 'accepted', verdicts, url: URL.createObjectURL(file), size });
    onFile(file);
  }

  function remove() {
    latest.current += 1;
    onFile(null);
    setCheck({ kind: 'none' });
    // A fresh input: the same file chosen again must be checked again.
    setInputKey((k) => k + 1);
  }

  const sized = boards.filter((board) => board.screen_width_px && board.screen_height_px);
  const sizes = artworkSizes(boards);
  const unsized = boards.filter((board) => !board.screen_width_px || !board.screen_height_px);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {ARTWORK_FIELD_TEXT.label}
      </label>
      {/* The rules come before the file: the size and proportions of each board, and a template for each size. */}
      <div id={`${id}-sizes`} className="mt-1 text-sm text-gray-800">
        <p>{ARTWORK_FIELD_TEXT.sizes}</p>
        <ul className="mt-1 space-y-1">
          {sizes.map((size) => (
            <li key={size.template}>
              <span className="font-semibold text-ink">{ARTWORK_FIELD_TEXT.size(size.width, size.height, size.ratio)}</span>: {size.boards.join(', ')}.{' '}
              <a href={size.template} download className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4">
                {ARTWORK_FIELD_TEXT.template(size.width, size.height)}
              </a>
            </li>
          ))}
          {unsized.map((board) => (
            <li key={board.name}>{ARTWORK_FIELD_TEXT.unsized(board.name)}</li>
          ))}
        </ul>
        {sizes.length > 0 && <p className="mt-1">{ARTWORK_FIELD_TEXT.safeArea}</p>}
      </div>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={Object.keys(ARTWORK.types).join(',')}
        onChange={(event) => void onChange(event)}
        disabled={disabled}
        aria-describedby={`${id}-sizes ${id}-status`}
        aria-invalid={check.kind === 'refused' ? true : undefined}
        className="mt-1 block w-full text-sm text-gray-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand file:px-3 file:py-2 file:font-semibold file:text-ink"
      />
      <div id={`${id}-status`} aria-live="polite" className="mt-1 text-sm">
        {check.kind === 'none' && <p className="text-gray-600">{ARTWORK_FIELD_TEXT.hint}</p>}
        {check.kind === 'refused' &&
          check.messages.map((message) => (
            <p key={message} className="font-medium text-red-700">
              {message}
            </p>
          ))}
        {check.kind === 'accepted' &&
          check.verdicts.map((verdict) => (
            <p key={verdict.board} className="text-green-800">
              {verdict.message}
            </p>
          ))}
      </div>
      {check.kind === 'accepted' && (
        <div className="mt-3">
          {sized.length > 0 && (
            <figure>
              <figcaption className="text-sm font-semibold text-ink">{ARTWORK_FIELD_TEXT.preview}</figcaption>
              <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                {sized.map((board) => (
                  <li key={board.name}>
                    <div
                      className="overflow-hidden rounded border border-gray-300 bg-black"
                      style={{ aspectRatio: `${board.screen_width_px} / ${board.screen_height_px}` }}
                    >
                      <img src={check.url} alt={ARTWORK_FIELD_TEXT.previewAlt(board.name)} className="h-full w-full object-fill" />
                    </div>
                    <p className="mt-1 text-xs text-gray-700">{board.name}</p>
                  </li>
                ))}
              </ul>
            </figure>
          )}
          <button
            type="button"
            onClick={remove}
            disabled={disabled}
            className="mt-2 text-sm font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4"
          >
            {ARTWORK_FIELD_TEXT.remove}
          </button>
        </div>
      )}
    </div>
  );
}
