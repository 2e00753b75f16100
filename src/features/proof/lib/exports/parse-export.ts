// One entry for every player's export: the format is recognised from the
// file's first lines unless the staff chose it.
import { readCsv } from './csv';
import { isOutsmartRecord, parseOutsmart } from './outsmart';
import { emptyExport, type ParsedExport, type PlayerFormat } from './player-plays';
import { isSiteHeader, parseSiteLog } from './site-log';
import { isXiboHeader, parseXibo } from './xibo';

export const DETECT_TEXT = {
  unknown:
    'This file is not in a format this screen knows (a Xibo proof of play export, an Outsmart playout file, or this site’s play log): choose its format.',
} as const;

/** The format of an export, from its first lines; null when none fits. */
export function detectFormat(text: string): PlayerFormat | null {
  const head = readCsv(text.slice(0, 64 * 1024), 3);
  if (!head.ok || head.rows.length === 0) return null;
  const first = head.rows[0]!.fields;
  if (isXiboHeader(first)) return 'xibo';
  if (isSiteHeader(first)) return 'site';
  if (isOutsmartRecord(first)) return 'outsmart';
  return null;
}

export interface ParseOptions {
  /** The format the staff chose; recognised from the file when absent. */
  format?: PlayerFormat | null;
  /** IANA time zone of times written without an offset (Xibo's). */
  zone: string;
}

export function parseExport(text: string, { format, zone }: ParseOptions): ParsedExport {
  const chosen = format ?? detectFormat(text);
  switch (chosen) {
    case 'xibo':
      return parseXibo(text, zone);
    case 'outsmart':
      return parseOutsmart(text);
    case 'site':
      return parseSiteLog(text);
    default:
      return emptyExport('site', { line: 1, reason: DETECT_TEXT.unknown });
  }
}
