// This site's own play log format (docs/play-log-format.md), for players that
// can be configured to write it: a header naming board, played_at, creative
// and seconds (any order, other columns ignored), the board by its slug and
// the time with its UTC offset. Each row is checked as the per-campaign import
// checks it (playLogRowFault), but a bad row here is listed, not fatal.
import { PLAY_LOG_COLUMNS, PLAY_LOG_TEXT, playLogRowFault } from '../play-log';
import { readCsv } from './csv';
import { emptyExport, rowText, type ParsedExport } from './player-plays';

/** Whether the first record is the site format's header. */
export function isSiteHeader(fields: string[]): boolean {
  const names = fields.map((f) => f.trim().toLowerCase());
  return PLAY_LOG_COLUMNS.every((c) => names.includes(c));
}

/** '2026-12-14 06:00-0500' as an ISO instant in UTC. */
function instant(text: string): string {
  const m = /^(.*?)(Z|z|[+-]\d{2}(?::?\d{2})?)$/.exec(text.replace(' ', 'T'))!;
  const raw = m[2]!;
  const offset = /^[zZ]$/.test(raw) ? 'Z' : `${raw.slice(0, 3)}:${raw.length > 3 ? raw.slice(-2) : '00'}`;
  return new Date(`${m[1]}${offset}`).toISOString();
}

export function parseSiteLog(text: string): ParsedExport {
  const read = readCsv(text);
  if (!read.ok) return emptyExport('site', { line: read.line, reason: read.reason });
  const [header, ...body] = read.rows;
  if (!header) return emptyExport('site', { line: 1, reason: PLAY_LOG_TEXT.empty });
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const missing = PLAY_LOG_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) return emptyExport('site', { line: header.line, reason: PLAY_LOG_TEXT.missingColumns(missing) });
  const out = emptyExport('site');
  for (const record of body) {
    if (record.fields.length !== names.length) {
      out.unreadable.push({ line: record.line, reason: PLAY_LOG_TEXT.fieldCount(names.length, record.fields.length), text: rowText(record.fields) });
      continue;
    }
    const row = Object.fromEntries(PLAY_LOG_COLUMNS.map((c) => [c, record.fields[names.indexOf(c)]!.trim()])) as Record<
      (typeof PLAY_LOG_COLUMNS)[number],
      string
    >;
    const fault = playLogRowFault(row);
    if (fault) {
      out.unreadable.push({ line: record.line, reason: fault, text: rowText(record.fields) });
      continue;
    }
    out.plays.push({
      line: record.line,
      board: row.board.toLowerCase(),
      played_at: instant(row.played_at),
      names: [row.creative],
      seconds: Number(row.seconds),
      count: 1,
    });
  }
  return out;
}
