import { ARTWORK, type ArtworkType } from '@shared/business-rules.ts';
import { addDays } from '@shared/booking-cycles.ts';

// The players' loading list, planned from the runs public.player_loading_list
// answers: per board, per day something changes, the files to load that day
// and the files to take off after the day before. Pure, so the page, the CSV
// and the ZIP share one plan.

/** One run as the database answers it: a campaign's version on a board over consecutive cycles. */
export interface LoadingRun {
  location_id: string;
  board: string;
  campaign_id: string;
  reference: string;
  campaign_name: string;
  /** Null while the campaign has no approved version for these cycles. */
  version_id: string | null;
  version: number | null;
  storage_path: string | null;
  content_type: string | null;
  /** First day it plays ('YYYY-MM-DD'): its first cycle's start, or its campaign's go-live when that is later. */
  load_on: string;
  /** Last day it plays. */
  last_day: string;
  /** How many of its days are a make-good's extra days on the board (public.record_make_good). */
  make_good_days: number;
}

/** An approved file for the player. */
export interface PlayerFile {
  campaignId: string;
  reference: string;
  campaignName: string;
  version: number;
  storagePath: string;
  /** The name the player must show: the proof of play importer reads the reference from it. */
  fileName: string;
  /** Days of its run that are a make-good's extra days: the staff see why it plays past the campaign's end. */
  makeGoodDays: number;
}

/** A campaign booked from that day with no approved artwork yet. */
export interface MissingArtwork {
  campaignId: string;
  reference: string;
  campaignName: string;
}

/** What changes on one board on one day. */
export interface ChangeDay {
  /** The day the files of `load` start playing. */
  on: string;
  /** The last day the files of `remove` play (the day before `on`). */
  removeAfter: string;
  load: PlayerFile[];
  remove: PlayerFile[];
  missing: MissingArtwork[];
}

export interface BoardPlan {
  locationId: string;
  board: string;
  days: ChangeDay[];
}

/** 'jpg' for a JPEG, 'png' for a PNG: the extension the stored file has. */
function extensionOf(contentType: string | null, storagePath: string): string {
  const known = contentType && contentType in ARTWORK.types ? ARTWORK.types[contentType as ArtworkType] : null;
  return known ?? /\.([a-z0-9]+)$/i.exec(storagePath)?.[1]?.toLowerCase() ?? 'bin';
}

/** 'C-7K3Q9X-v2.png': the reference first, so the player's log carries it. */
export function playerFileName(reference: string, version: number, contentType: string | null, storagePath: string): string {
  return `${reference}-v${version}.${extensionOf(contentType, storagePath)}`;
}

function fileOf(run: LoadingRun): PlayerFile | null {
  if (run.version === null || run.storage_path === null) return null;
  return {
    campaignId: run.campaign_id,
    reference: run.reference,
    campaignName: run.campaign_name,
    version: run.version,
    storagePath: run.storage_path,
    fileName: playerFileName(run.reference, run.version, run.content_type, run.storage_path),
    makeGoodDays: run.make_good_days,
  };
}

const byName = (a: { fileName?: string; reference: string }, b: { fileName?: string; reference: string }) =>
  (a.fileName ?? a.reference).localeCompare(b.fileName ?? b.reference);

/**
 * Per board (by name), per day something changes within `from`..`until`
 * (in order): the approved files to load from that day, those to remove after
 * the day before (a campaign's end, or a version another replaces), and the
 * campaigns starting then with no approved artwork.
 */
export function planLoading(runs: readonly LoadingRun[], from: string, until: string): BoardPlan[] {
  const boards = new Map<string, { board: string; days: Map<string, ChangeDay> }>();
  const dayOf = (run: LoadingRun, on: string): ChangeDay => {
    let board = boards.get(run.location_id);
    if (!board) {
      board = { board: run.board, days: new Map() };
      boards.set(run.location_id, board);
    }
    let day = board.days.get(on);
    if (!day) {
      day = { on, removeAfter: addDays(on, -1), load: [], remove: [], missing: [] };
      board.days.set(on, day);
    }
    return day;
  };
  const within = (day: string) => day >= from && day <= until;

  for (const run of runs) {
    const file = fileOf(run);
    const end = addDays(run.last_day, 1);
    if (!file) {
      if (within(run.load_on)) dayOf(run, run.load_on).missing.push({ campaignId: run.campaign_id, reference: run.reference, campaignName: run.campaign_name });
      continue;
    }
    if (within(run.load_on)) dayOf(run, run.load_on).load.push(file);
    if (within(end)) dayOf(run, end).remove.push(file);
  }

  return [...boards.entries()]
    .map(([locationId, { board, days }]) => ({
      locationId,
      board,
      days: [...days.values()]
        .sort((a, b) => a.on.localeCompare(b.on))
        .map((day) => ({ ...day, load: day.load.sort(byName), remove: day.remove.sort(byName), missing: day.missing.sort(byName) })),
    }))
    .sort((a, b) => a.board.localeCompare(b.board) || a.locationId.localeCompare(b.locationId));
}
