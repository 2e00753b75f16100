import type { ArtworkBoard } from '@shared/artwork-fit.ts';
import type { Tables } from '@/types/database';

export type ArtworkVersion = Tables<'artwork_versions'>;
export type ArtworkQueueItem = Tables<'artwork_queue'>;
export type CampaignGoLive = Tables<'campaign_go_live'>;

/** A board of the campaign, with its screen in pixels when known. */
export interface ArtworkCampaignBoard extends ArtworkBoard {
  id: string;
}

/** Everything a section shows about a campaign's artwork. */
export interface CampaignArtwork {
  /** Newest first. */
  versions: ArtworkVersion[];
  boards: ArtworkCampaignBoard[];
  /** Each cycle start of the campaign's bookings, in order ('YYYY-MM-DD'). */
  cycleStarts: string[];
  /** Each board's own cycle starts, where they are known; a board missing here runs every cycle of cycleStarts. */
  boardCycleStarts?: Record<string, string[]>;
  goLive: CampaignGoLive | null;
}

/** Whether the campaign's screens differ in size: then each board takes artwork of its own. */
export function screensDiffer(boards: readonly ArtworkCampaignBoard[]): boolean {
  const sizes = new Set(boards.filter((b) => b.screen_width_px && b.screen_height_px).map((b) => `${b.screen_width_px}x${b.screen_height_px}`));
  return sizes.size > 1;
}

/** The cycle starts a version for `board` (or every board, null) can apply to. */
export function cyclesOf(artwork: CampaignArtwork, board: ArtworkCampaignBoard | null): string[] {
  return (board && artwork.boardCycleStarts?.[board.id]) || artwork.cycleStarts;
}
