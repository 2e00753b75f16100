import { useId, useState, type ChangeEvent } from 'react';
import { usePlayLogImports } from '../api/get-play-log-imports';
import { useImportPlayLog } from '../api/import-play-log';
import { formatTakenAt } from '../lib/proof-format';
import { type PlayLogError, parsePlayLog } from '../lib/play-log';

export const PLAY_LOG_IMPORT_TEXT = {
  heading: 'Import a play log',
  label: 'Play log (CSV)',
  hint: 'Columns: board (the board’s slug), played_at (ISO 8601 with its UTC offset), creative (named after the campaign’s reference), seconds. A file with any bad row imports nothing.',
  reading: 'Checking and importing the play log...',
  rejected: (file: string) => `Nothing was imported from ${file}. Fix these lines and import the file again:`,
  line: (line: number) => `Line ${line}: `,
  more: (n: number) => `And ${n} more line${n === 1 ? '' : 's'}.`,
  imported: (file: string, imported: number, inFile: number) =>
    `Imported ${imported} new play${imported === 1 ? '' : 's'} of ${inFile} in ${file}${imported < inFile ? ' (the others were imported before)' : ''}.`,
  failed: 'The play log could not be imported: ',
  recent: 'Latest imports',
  recentRow: (file: string, when: string, imported: number, inFile: number) => `${file}, ${when}: ${imported} new of ${inFile} rows`,
} as const;

/** A whole file of bad rows would be a page of thousands: the first ones show what is wrong. */
const SHOWN_ERRORS = 100;

type Outcome = { kind: 'rejected'; file: string; errors: PlayLogError[] } | { kind: 'imported'; message: string } | { kind: 'failed'; message: string };

/** The staff's import of a player's play log: checked line by line in the browser, then stored all or nothing by the database. */
export function PlayLogImport() {
  const id = useId();
  const importLog = useImportPlayLog();
  const recent = usePlayLogImports();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setOutcome(null);
    try {
      const parsed = parsePlayLog(await file.text());
      if (parsed.errors.length > 0) {
        setOutcome({ kind: 'rejected', file: file.name, errors: parsed.errors });
        return;
      }
      const result = await importLog.mutateAsync({ fileName: file.name, rows: parsed.rows });
      setOutcome(
        result.imported
          ? { kind: 'imported', message: PLAY_LOG_IMPORT_TEXT.imported(file.name, result.rowsImported, result.rowsInFile) }
          : { kind: 'rejected', file: file.name, errors: result.errors },
      );
    } catch (error) {
      setOutcome({ kind: 'failed', message: PLAY_LOG_IMPORT_TEXT.failed + (error instanceof Error ? error.message : String(error)) });
    } finally {
      // The same file, corrected, can be chosen again.
      input.value = '';
    }
  };

  return (
    <div className="mt-4">
      <h4 className="font-semibold text-ink">{PLAY_LOG_IMPORT_TEXT.heading}</h4>
      <label htmlFor={`${id}-file`} className="mt-2 block text-sm font-medium text-gray-800">
        {PLAY_LOG_IMPORT_TEXT.label}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={`${id}-hint`}
        disabled={importLog.isPending}
        onChange={(e) => void onFile(e)}
        className="mt-1 block text-sm"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
        {PLAY_LOG_IMPORT_TEXT.hint}
      </p>
      <div aria-live="polite">
        {importLog.isPending ? <p className="mt-2 text-sm">{PLAY_LOG_IMPORT_TEXT.reading}</p> : null}
        {outcome?.kind === 'imported' ? <p className="mt-2 text-sm text-green-800">{outcome.message}</p> : null}
      </div>
      {outcome?.kind === 'rejected' ? (
        <div role="alert" className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{PLAY_LOG_IMPORT_TEXT.rejected(outcome.file)}</p>
          <ul className="mt-1 list-disc pl-5">
            {outcome.errors.slice(0, SHOWN_ERRORS).map((e, i) => (
              <li key={`${e.line}-${i}`}>
                {PLAY_LOG_IMPORT_TEXT.line(e.line)}
                {e.reason}
              </li>
            ))}
          </ul>
          {outcome.errors.length > SHOWN_ERRORS ? <p className="mt-1">{PLAY_LOG_IMPORT_TEXT.more(outcome.errors.length - SHOWN_ERRORS)}</p> : null}
        </div>
      ) : null}
      {recent.data && recent.data.length > 0 ? (
        <div className="mt-3 text-xs text-gray-700">
          <p className="font-medium">{PLAY_LOG_IMPORT_TEXT.recent}</p>
          <ul className="mt-1 list-disc pl-5">
            {recent.data.map((r) => (
              <li key={r.id}>{PLAY_LOG_IMPORT_TEXT.recentRow(r.file_name, formatTakenAt(r.imported_at), r.rows_imported, r.rows_in_file)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
