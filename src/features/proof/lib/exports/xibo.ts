// Xibo CMS's proof of play export (Reporting > Proof of Play > Export, the API's
// GET /stats/export; xibosignage/xibo-cms lib/Controller/Stats.php::export):
// a header row
//   "Stat Date",Type,FromDT,ToDT,Layout,Campaign,Display,Media,Tag,Duration,Count,Engagements
// then one row per statistic, written by PHP's fputcsv. Times are
// 'Y-m-d H:i:s' without an offset: UTC when "output in UTC" was ticked,
// otherwise the CMS's own time zone; the staff say which. Type is layout,
// media, widget or event: events (a trigger, a tag) are not plays. A display
// that aggregates its statistics by hour or day writes one row per period
// with Count plays, Duration being their total seconds.
import { PROOF_IMPORT } from '@shared/proof-import-rules.ts';
import { readCsv } from './csv';
import { emptyExport, PROOF, rowText, secondsPerPlay, type ParsedExport, type PlayerPlay } from './player-plays';
import { parseWallTime, zonedReader } from './zoned-time';

export const XIBO_COLUMNS = ['stat date', 'type', 'fromdt', 'todt', 'layout', 'campaign', 'display', 'media', 'tag', 'duration', 'count'] as const;
type Column = (typeof XIBO_COLUMNS)[number];

const PLAY_TYPES = new Set(['layout', 'media', 'widget']);

export const XIBO_TEXT = {
  missingColumns: (names: string[]) => `This is not a Xibo proof of play export: its header lacks ${names.join(', ')}.`,
  fieldCount: (expected: number, found: number) => `Expected ${expected} fields as in the header, found ${found}.`,
  notPlay: (type: string) => `A statistic of type "${type}" is not a play.`,
  display: 'The display is missing.',
  fromDt: 'FromDT is not a date and time written Y-m-d H:i:s.',
  count: `Count is not a whole number up to ${PROOF_IMPORT.playMaxCount}.`,
  duration: 'Duration is not a whole number of seconds.',
  noName: 'The row names no layout, campaign or media.',
} as const;

/** Whether the first record is Xibo's export header. */
export function isXiboHeader(fields: string[]): boolean {
  const names = fields.map((f) => f.trim().toLowerCase());
  return names[0] === 'stat date' && names.includes('fromdt') && names.includes('display');
}

const WHOLE_FIELD = /^\d{1,9}$/;

export function parseXibo(text: string, zone: string): ParsedExport {
  const read = readCsv(text);
  if (!read.ok) return emptyExport('xibo', { line: read.line, reason: read.reason });
  const [header, ...body] = read.rows;
  if (!header) return emptyExport('xibo', { line: 1, reason: XIBO_TEXT.missingColumns([...XIBO_COLUMNS]) });
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const missing = XIBO_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) return emptyExport('xibo', { line: header.line, reason: XIBO_TEXT.missingColumns(missing) });
  const index = Object.fromEntries(XIBO_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<Column, number>;
  const toInstant = zonedReader(zone);
  const out = emptyExport('xibo');

  // Rows of one play, and of one instant on several displays, follow each
  // other: their time is read once.
  let lastFrom = '';
  let lastPlayedAt: string | null = null;
  const playedAt = (fromText: string): string | null => {
    if (fromText !== lastFrom) {
      const from = parseWallTime(fromText);
      lastFrom = fromText;
      lastPlayedAt = from === null ? null : new Date(toInstant(from)).toISOString();
    }
    return lastPlayedAt;
  };

  const read1 = (fields: string[], line: number): PlayerPlay | string | null => {
    if (fields.length !== names.length) return XIBO_TEXT.fieldCount(names.length, fields.length);
    const get = (c: Column) => fields[index[c]]!.trim();
    const type = get('type').toLowerCase();
    if (!PLAY_TYPES.has(type)) return null;
    const board = get('display');
    if (board === '') return XIBO_TEXT.display;
    const played_at = playedAt(get('fromdt'));
    if (played_at === null) return XIBO_TEXT.fromDt;
    const count = get('count');
    if (!WHOLE_FIELD.test(count) || Number(count) > PROOF_IMPORT.playMaxCount) return XIBO_TEXT.count;
    const duration = get('duration');
    if (!WHOLE_FIELD.test(duration)) return XIBO_TEXT.duration;
    // The media's name first: it is the file the staff named after the campaign.
    const carriers = [get('media'), get('layout'), get('campaign')].filter((n) => n !== '').map((n) => n.slice(0, PROOF.creativeRefMaxLength));
    if (carriers.length === 0) return XIBO_TEXT.noName;
    // Xibo writes 0 for a count it did not record: such a row is one play.
    const plays = Math.max(1, Number(count));
    return { line, board, played_at, names: carriers, seconds: secondsPerPlay(Number(duration), plays, PROOF.playMaxSeconds), count: plays };
  };

  for (const row of body) {
    const result = read1(row.fields, row.line);
    if (result === null) out.notPlays.push({ line: row.line, reason: XIBO_TEXT.notPlay(row.fields[index.type]?.trim() ?? ''), text: rowText(row.fields) });
    else if (typeof result === 'string') out.unreadable.push({ line: row.line, reason: result, text: rowText(row.fields) });
    else out.plays.push(result);
  }
  return out;
}
