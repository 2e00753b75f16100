import { toCsv } from '@/lib/csv';
import { slugify } from '@/lib/slug';
import type { BoardPlan } from './loading-plan';

// The loading list as the page shows it, one row per file to load or remove
// (and per campaign still missing its artwork), for whoever sets the players.
export const LOADING_CSV_HEADER = ['Board', 'Action', 'Date', 'Campaign', 'Campaign name', 'Version', 'File name'] as const;

export const LOADING_CSV_ACTIONS = { load: 'Load from', remove: 'Remove after', missing: 'No approved artwork from' } as const;

export function loadingCsv(plan: readonly BoardPlan[]): string {
  const rows: (string | number)[][] = [];
  for (const { board, days } of plan) {
    for (const day of days) {
      for (const f of day.remove) rows.push([board, LOADING_CSV_ACTIONS.remove, day.removeAfter, f.reference, f.campaignName, f.version, f.fileName]);
      for (const f of day.load) rows.push([board, LOADING_CSV_ACTIONS.load, day.on, f.reference, f.campaignName, f.version, f.fileName]);
      for (const m of day.missing) rows.push([board, LOADING_CSV_ACTIONS.missing, day.on, m.reference, m.campaignName, '', '']);
    }
  }
  return toCsv(LOADING_CSV_HEADER, rows);
}

/** 'players-2026-12-07' for the whole list, with the board's name for one board; the CSV and the ZIP add their extension. */
export function loadingFileStem(on: string, board: string | null): string {
  return board ? `players-${slugify(board)}-${on}` : `players-${on}`;
}
