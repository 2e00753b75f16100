// The Outsmart playout reporting standard's digital file
// (Outsmart-OOH/PlayoutReportingStandard, Playout/playout-digital-file-format.md
// and playout-field-validation.md): CSV without a header, one record per play
// on one frame, nineteen fields in this order. A play's time is given as
// startdate and/or enddate, "the UTC start (end) time of the spot", each with
// the frame's UTC offset at that moment (informative: the time itself is
// UTC), and/or spotlength in milliseconds; with a startdate the enddate is
// ignored, without one the start is the end less the spot length.
import { readCsv } from './csv';
import { emptyExport, PROOF, rowText, secondsPerPlay, type ParsedExport } from './player-plays';
import { parseWallTime } from './zoned-time';

export const OUTSMART_FIELDS = [
  'frameid',
  'startdate',
  'startutcoffset',
  'enddate',
  'endutcoffset',
  'spotlength',
  'shareoftime',
  'orderid',
  'lineid',
  'spacebuyerid',
  'spaceagencyid',
  'spacebrandid',
  'buyercampaignref',
  'creativeid',
  'creativename',
  'thirdpartycreativeref',
  'creativetriggerevent',
  'playerref',
  'mediaownerplayoutref',
] as const;
type Field = (typeof OUTSMART_FIELDS)[number];

export const OUTSMART_TEXT = {
  fieldCount: (found: number) => `A playout record has ${OUTSMART_FIELDS.length} fields; this one has ${found}.`,
  frame: 'The frameid is missing or not a number.',
  timestamp: (field: string) => `The ${field} is not a time written yyyy-mm-ddThh:mm:ss.sss.`,
  offset: (field: string) => `The ${field} is not a UTC offset (±hh:mm or Z).`,
  noTime: 'The record gives neither a startdate nor an enddate with a spotlength.',
  spotLength: 'The spotlength is not a whole number of milliseconds.',
  noCreative: 'The record names no creative.',
} as const;

const FRAME = /^\d{1,10}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/;
// ":00:00" is the standard's own spelling of GMT beside Z and +00:00.
const OFFSET = /^(Z|[+-]\d{2}:\d{2}|:00:00)$/;
const SPOT_LENGTH = /^\d{1,15}$/;

/** Whether a record looks like an Outsmart playout record (the file has no header to say so). */
export function isOutsmartRecord(fields: string[]): boolean {
  return fields.length === OUTSMART_FIELDS.length && FRAME.test(fields[0]!.trim()) && TIMESTAMP.test((fields[1] || fields[3] || '').trim());
}

export function parseOutsmart(text: string): ParsedExport {
  const read = readCsv(text);
  if (!read.ok) return emptyExport('outsmart', { line: read.line, reason: read.reason });
  const out = emptyExport('outsmart');
  for (const row of read.rows) {
    const fault = (reason: string) => out.unreadable.push({ line: row.line, reason, text: rowText(row.fields) });
    if (row.fields.length !== OUTSMART_FIELDS.length) {
      fault(OUTSMART_TEXT.fieldCount(row.fields.length));
      continue;
    }
    const get = (f: Field) => row.fields[OUTSMART_FIELDS.indexOf(f)]!.trim();
    const frame = get('frameid');
    if (!FRAME.test(frame)) {
      fault(OUTSMART_TEXT.frame);
      continue;
    }
    const time = (date: Field, offset: Field): number | string | null => {
      if (get(date) === '') return null;
      const t = TIMESTAMP.test(get(date)) ? parseWallTime(get(date)) : null;
      if (t === null) return OUTSMART_TEXT.timestamp(date);
      if (!OFFSET.test(get(offset))) return OUTSMART_TEXT.offset(offset);
      return t;
    };
    const start = time('startdate', 'startutcoffset');
    const end = time('enddate', 'endutcoffset');
    if (typeof start === 'string' || typeof end === 'string') {
      fault(typeof start === 'string' ? start : (end as string));
      continue;
    }
    const length = get('spotlength');
    if (length !== '' && !SPOT_LENGTH.test(length)) {
      fault(OUTSMART_TEXT.spotLength);
      continue;
    }
    const ms = length === '' ? null : Number(length);
    const startAt = start ?? (end !== null && ms !== null ? end - ms : null);
    const spanMs = ms ?? (start !== null && end !== null ? end - start : null);
    if (startAt === null || spanMs === null) {
      fault(OUTSMART_TEXT.noTime);
      continue;
    }
    const names = (['creativename', 'creativeid', 'buyercampaignref', 'orderid'] as const)
      .map(get)
      .filter((n) => n !== '')
      .map((n) => n.slice(0, PROOF.creativeRefMaxLength));
    if (get('creativename') === '' && get('creativeid') === '') {
      fault(OUTSMART_TEXT.noCreative);
      continue;
    }
    out.plays.push({
      line: row.line,
      board: frame,
      played_at: new Date(startAt).toISOString(),
      names,
      seconds: secondsPerPlay(spanMs / 1000, 1, PROOF.playMaxSeconds),
      count: 1,
    });
  }
  return out;
}
