import { useId, type ChangeEvent } from 'react';
import type { FileChange } from '../api/admin-locations';

export interface FileFieldProps {
  label: string;
  accept: string;
  /** What the bucket takes, said next to the field. */
  limits: string;
  /** The stored file's URL, if any. */
  current: string | null;
  kind: 'image' | 'pdf';
  change: FileChange;
  onChange: (change: FileChange) => void;
  /** Checks a chosen file at once; returns what is wrong with it. */
  check: (file: File) => string | null;
  error?: string;
  onError: (message: string | undefined) => void;
}

/** One file of a location: keep the stored one, choose another, or remove it. */
export function FileField({ label, accept, limits, current, kind, change, onChange, check, error, onError }: FileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return onChange({ kind: 'keep' });
    const problem = check(file);
    onError(problem ?? undefined);
    if (problem) {
      event.target.value = '';
      return onChange({ kind: 'keep' });
    }
    onChange({ kind: 'replace', file });
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {current && change.kind !== 'remove' ? (
        <p className="mt-1 flex items-center gap-2 text-sm text-gray-700">
          {kind === 'image' ? <img src={current} alt="" width={64} height={48} className="h-12 w-16 rounded object-cover" /> : null}
          <a href={current} target="_blank" rel="noopener noreferrer" className="underline">
            {change.kind === 'replace' ? 'Replacing the current file' : 'Current file'}
          </a>
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={onFile}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        className="mt-1 block w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-100 file:px-3 file:py-1.5 file:font-semibold file:text-ink"
      />
      <p id={hintId} className="mt-1 text-xs text-gray-600">
        {limits}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {current ? (
        <label className="mt-1 inline-flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={change.kind === 'remove'}
            onChange={(event) => onChange(event.target.checked ? { kind: 'remove' } : { kind: 'keep' })}
          />
          Remove the {kind === 'image' ? 'photo' : 'sales sheet'}
        </label>
      ) : null}
    </div>
  );
}
