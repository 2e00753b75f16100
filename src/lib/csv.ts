import { downloadBlob } from './download-file';

// CSV for spreadsheets (RFC 4180): fields separated by commas, records by
// CRLF; a field holding a comma, a quote or a line break is quoted, with its
// quotes doubled. A cell a spreadsheet would run as a formula (one that starts
// with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe,
// so a lead who typed "=HYPERLINK(...)" cannot make the staff's spreadsheet act.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** An amount the export itself wrote: a spreadsheet must read it as a number, a negative one (a refund) included. */
export interface CsvNumber {
  readonly csvNumber: string;
}

export type CsvValue = string | number | boolean | null | undefined | CsvNumber;

export function csvCell(value: CsvValue): string {
  if (typeof value === 'object' && value !== null) return value.csvNumber;
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The office's time zone: every time in a CSV is on its clock, and the header names it. */
export const CSV_TIME_ZONE = 'America/Toronto';

/** A column heading for times, e.g. 'Created (America/Toronto)'. */
export const csvTimeHeader = (label: string): string => `${label} (${CSV_TIME_ZONE})`;

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CSV_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** '2026-11-25 07:00 EST': the office's clock, with the zone named (EST or EDT), which a spreadsheet keeps as text. */
export function csvLocalTime(iso: string): string {
  const part = Object.fromEntries(localParts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

/** Cents as a plain amount a spreadsheet reads as a number: '3800.00'. */
export function csvAmount(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

/** Cents that may be below zero, as a number the formula guard leaves alone: '-200.00' stays a number. */
export const csvSignedAmount = (cents: number): CsvNumber => ({ csvNumber: csvAmount(cents) });

/** A header row and the records, CRLF-terminated. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Offers the CSV as a download; the BOM lets Excel read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
}
