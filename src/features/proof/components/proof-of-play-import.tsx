import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { importParsed, useRefreshProof } from '../api/import-proof-of-play';
import type { ImportSummary, UnmatchedCategory, UnmatchedRow } from '../lib/exports/import-summary';
import type { ParseOptions } from '../lib/exports/parse-export';
import { parseInWorker } from '../lib/exports/parse-in-worker';
import type { ParsedFile, SkippedRows } from '../lib/exports/parsed-file';
import { PLAYER_FORMAT_LABELS, PLAYER_FORMATS, type PlayerFormat } from '../lib/exports/player-plays';

/** Zones a player's clock may keep: UTC (Xibo's export dialog's default) or the boards' own. */
export const EXPORT_ZONES = ['UTC', 'America/Toronto'] as const;

export const PROOF_OF_PLAY_TEXT = {
  intro:
    'Drop a day’s or a week’s proof of play export from the players. Each play counts for the campaign whose reference (C-7K3Q9X) its media, layout or campaign name carries, on a board and in a cycle of that campaign. Nothing is stored until you confirm the summary.',
  campaignIntro:
    'Import a player’s export or play log for this campaign. Only this campaign’s plays, on its boards and in its cycles, are stored; everything else is listed. Nothing is stored until you confirm the summary.',
  file: 'Export file (CSV)',
  drop: 'Drop the file here, or choose it.',
  format: 'Format',
  recognise: 'Recognise from the file',
  zone: 'Times without an offset are on the clock of',
  reading: (file: string) => `Reading ${file}...`,
  summarising: (done: number, all: number) => `Matching plays to campaigns: ${done} of ${all} rows...`,
  storing: (done: number, all: number) => `Storing: ${done} of ${all} rows...`,
  summaryHeading: (file: string, format: string) => `${file} (${format})`,
  matchedHeading: 'Plays matched to a campaign',
  matchedRow: (reference: string, name: string, plays: number, before: number, makeGood = 0) =>
    `${reference} ${name}: ${plays} play${plays === 1 ? '' : 's'}${makeGood > 0 ? `, ${makeGood} of them in make-good days` : ''}${
      before > 0 ? ` (${before} row${before === 1 ? '' : 's'} imported before)` : ''
    }`,
  noneMatched: 'No play matched a campaign.',
  unmatchedHeading: 'What matched nothing (not stored)',
  merged: (n: number) => `${n} row${n === 1 ? ' was' : 's were'} the same play as another row (a layout’s statistic beside its media’s) and count once.`,
  line: (row: UnmatchedRow) => `Line ${row.line ?? '?'}: ${[row.board, row.played_at, row.name].filter(Boolean).join(', ')}`,
  confirm: (plays: number) => `Import ${plays} play${plays === 1 ? '' : 's'}`,
  cancel: 'Choose another file',
  stored: (file: string, stored: number, rows: number) =>
    `Imported ${stored} new row${stored === 1 ? '' : 's'} of plays from ${file}${stored < rows ? ` (${rows - stored} of the matched rows were imported before)` : ''}.`,
  failed: 'The export could not be imported: ',
} as const;

export const CATEGORY_TEXT: Record<UnmatchedCategory | 'notPlays', (n: number) => string> = {
  unknown_display: (n) => `${n} play${n === 1 ? '' : 's'} on a display no board is named after (add the name in Locations)`,
  other_campaign: (n) => `${n} play${n === 1 ? '' : 's'} of another campaign (import them on its page or in Proof of play)`,
  no_reference: (n) => `${n} play${n === 1 ? '' : 's'} naming no campaign’s reference`,
  outside_cycles: (n) => `${n} play${n === 1 ? '' : 's'} of a campaign on a board or day outside every cycle it booked`,
  future: (n) => `${n} play${n === 1 ? '' : 's'} dated in the future`,
  unreadable: (n) => `${n} row${n === 1 ? '' : 's'} that could not be read`,
  notPlays: (n) => `${n} row${n === 1 ? '' : 's'} that ${n === 1 ? 'is' : 'are'} no play (events)`,
};

type Step =
  | { kind: 'idle' }
  | { kind: 'working'; message: string }
  | { kind: 'summary'; file: string; parsed: ParsedFile; summary: ImportSummary }
  | { kind: 'stored'; message: string }
  | { kind: 'failed'; message: string };

export interface ProofOfPlayImportProps {
  /** How the file is parsed: in a Web Worker in the browser; tests pass the parser itself. */
  parse?: (file: File, options: ParseOptions) => Promise<ParsedFile>;
  /** On a campaign's page: only this campaign's plays are attributed and stored. */
  campaignId?: string;
}

/** The plays a parsed file holds, wherever they are (a type-only import of parsed-file keeps the parsers out of this screen's code). */
const playsIn = (parsed: ParsedFile): number => parsed.playCount ?? parsed.plays.length;

const errorText = (error: unknown) => PROOF_OF_PLAY_TEXT.failed + (error instanceof Error ? error.message : String(error));

/** The staff's network-wide proof of play import: drop an export, read the summary, confirm. */
export function ProofOfPlayImport({ parse = parseInWorker, campaignId }: ProofOfPlayImportProps) {
  const id = useId();
  const refresh = useRefreshProof();
  const [format, setFormat] = useState<PlayerFormat | ''>('');
  const [zone, setZone] = useState<string>(EXPORT_ZONES[0]);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const busy = step.kind === 'working';
  // The file being imported: its worker, holding the plays, is let go once done with.
  const current = useRef<ParsedFile | null>(null);
  const release = () => {
    current.current?.close?.();
    current.current = null;
  };
  useEffect(() => release, []);

  const read = async (file: File) => {
    release();
    setStep({ kind: 'working', message: PROOF_OF_PLAY_TEXT.reading(file.name) });
    try {
      const parsed = await parse(file, { format: format || null, zone });
      current.current = parsed;
      if (parsed.fault) {
        release();
        setStep({ kind: 'failed', message: `${PROOF_OF_PLAY_TEXT.failed}line ${parsed.fault.line}: ${parsed.fault.reason}` });
        return;
      }
      const all = playsIn(parsed);
      const summary = await importParsed(
        file.name,
        parsed,
        false,
        (done) => setStep({ kind: 'working', message: PROOF_OF_PLAY_TEXT.summarising(done, all) }),
        campaignId,
      );
      setStep({ kind: 'summary', file: file.name, parsed, summary });
    } catch (error) {
      release();
      setStep({ kind: 'failed', message: errorText(error) });
    }
  };

  const store = async (file: string, parsed: ParsedFile) => {
    const all = playsIn(parsed);
    setStep({ kind: 'working', message: PROOF_OF_PLAY_TEXT.storing(0, all) });
    try {
      const result = await importParsed(file, parsed, true, (done) => setStep({ kind: 'working', message: PROOF_OF_PLAY_TEXT.storing(done, all) }), campaignId);
      release();
      refresh();
      const matchedRows = result.matched.reduce((sum, m) => sum + m.rows, 0);
      setStep({ kind: 'stored', message: PROOF_OF_PLAY_TEXT.stored(file, result.stored, matchedRows) });
    } catch (error) {
      release();
      setStep({ kind: 'failed', message: errorText(error) });
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again.
    input.value = '';
    if (file) void read(file);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file && !busy) void read(file);
  };

  return (
    <div className="space-y-4">
      <p className="max-w-prose text-sm text-gray-800">{campaignId ? PROOF_OF_PLAY_TEXT.campaignIntro : PROOF_OF_PLAY_TEXT.intro}</p>
      <div className="flex flex-wrap gap-4">
        <label className="text-sm font-medium text-gray-800">
          {PROOF_OF_PLAY_TEXT.format}
          <select
            className="mt-1 block rounded-md border border-gray-300 p-2"
            value={format}
            disabled={busy}
            onChange={(e) => setFormat(e.target.value as PlayerFormat | '')}
          >
            <option value="">{PROOF_OF_PLAY_TEXT.recognise}</option>
            {PLAYER_FORMATS.map((f) => (
              <option key={f} value={f}>
                {PLAYER_FORMAT_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-800">
          {PROOF_OF_PLAY_TEXT.zone}
          <select className="mt-1 block rounded-md border border-gray-300 p-2" value={zone} disabled={busy} onChange={(e) => setZone(e.target.value)}>
            {EXPORT_ZONES.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div onDragOver={(e) => e.preventDefault()} onDrop={onDrop} className="rounded-lg border-2 border-dashed border-gray-300 bg-white p-6">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-gray-800">
          {PROOF_OF_PLAY_TEXT.file}
        </label>
        <p className="text-xs text-gray-700">{PROOF_OF_PLAY_TEXT.drop}</p>
        <input id={`${id}-file`} type="file" accept=".csv,text/csv" disabled={busy} onChange={onFile} className="mt-2 block text-sm" />
      </div>
      <div aria-live="polite">
        {step.kind === 'working' ? <p className="text-sm">{step.message}</p> : null}
        {step.kind === 'stored' ? <p className="text-sm text-green-800">{step.message}</p> : null}
      </div>
      {step.kind === 'failed' ? (
        <p role="alert" className="text-sm text-red-800">
          {step.message}
        </p>
      ) : null}
      {step.kind === 'summary' ? (
        <ImportSummaryView
          file={step.file}
          parsed={step.parsed}
          summary={step.summary}
          onConfirm={() => void store(step.file, step.parsed)}
          onCancel={() => {
            release();
            setStep({ kind: 'idle' });
          }}
        />
      ) : null}
    </div>
  );
}

function ImportSummaryView({
  file,
  parsed,
  summary,
  onConfirm,
  onCancel,
}: {
  file: string;
  parsed: ParsedFile;
  summary: ImportSummary;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const plays = summary.matched.reduce((sum, m) => sum + m.plays, 0);
  const skipped = (label: string, rows: SkippedRows) =>
    rows.rows > 0 ? (
      <li key={label}>
        {label}
        <ul className="list-disc pl-5 text-xs text-gray-700">
          {rows.first.map((r) => (
            <li key={r.line}>{`Line ${r.line}: ${r.reason} ${r.text}`}</li>
          ))}
        </ul>
      </li>
    ) : null;
  return (
    <section aria-labelledby="pop-summary" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="pop-summary" className="font-semibold text-ink">
        {PROOF_OF_PLAY_TEXT.summaryHeading(file, PLAYER_FORMAT_LABELS[parsed.format])}
      </h2>
      <h3 className="mt-3 text-sm font-semibold">{PROOF_OF_PLAY_TEXT.matchedHeading}</h3>
      {summary.matched.length === 0 ? (
        <p className="text-sm">{PROOF_OF_PLAY_TEXT.noneMatched}</p>
      ) : (
        <ul className="list-disc pl-5 text-sm">
          {summary.matched.map((m) => (
            <li key={m.campaign_id}>{PROOF_OF_PLAY_TEXT.matchedRow(m.reference, m.name, m.plays, m.already_imported, m.make_good_plays)}</li>
          ))}
        </ul>
      )}
      {summary.merged > 0 ? <p className="mt-1 text-xs text-gray-700">{PROOF_OF_PLAY_TEXT.merged(summary.merged)}</p> : null}
      {summary.unmatched.length > 0 || parsed.unreadable.rows > 0 || parsed.notPlays.rows > 0 ? (
        <>
          <h3 className="mt-3 text-sm font-semibold">{PROOF_OF_PLAY_TEXT.unmatchedHeading}</h3>
          <ul className="list-disc pl-5 text-sm">
            {summary.unmatched.map((u) => (
              <li key={u.category}>
                {CATEGORY_TEXT[u.category](u.plays)}
                <ul className="list-disc pl-5 text-xs text-gray-700">
                  {u.first.map((r, i) => (
                    <li key={`${r.line}-${i}`}>{PROOF_OF_PLAY_TEXT.line(r)}</li>
                  ))}
                </ul>
              </li>
            ))}
            {skipped(CATEGORY_TEXT.unreadable(parsed.unreadable.rows), parsed.unreadable)}
            {skipped(CATEGORY_TEXT.notPlays(parsed.notPlays.rows), parsed.notPlays)}
          </ul>
        </>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onConfirm} disabled={plays === 0}>
          {PROOF_OF_PLAY_TEXT.confirm(plays)}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {PROOF_OF_PLAY_TEXT.cancel}
        </Button>
      </div>
    </section>
  );
}
