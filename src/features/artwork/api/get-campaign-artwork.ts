import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignCycleStarts } from '@shared/booking-cycles.ts';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { ArtworkCampaignBoard, CampaignArtwork } from './artwork';
import { campaignRecordKeys } from '@/lib/admin-query-keys';

export const artworkKeys = {
  all: campaignRecordKeys.artwork,
  campaign: (campaignId: string) => [...campaignRecordKeys.artwork, 'campaign', campaignId] as const,
  queue: [...campaignRecordKeys.artwork, 'queue'] as const,
};

/**
 * A campaign's artwork versions, its boards and cycles, and its go-live date:
 * read with whatever session is signed in (the advertiser's own, or the
 * admin's); row-level security decides what comes back.
 */
export async function getCampaignArtwork(campaignId: string): Promise<CampaignArtwork> {
  const [versions, bookings, goLive] = await Promise.all([
    supabase.from('artwork_versions').select('*').eq('campaign_id', campaignId).order('version', { ascending: false }),
    supabase
      .from('bookings')
      .select('starts_on, cycles, status, board:billboard_locations(id, name, screen_width_px, screen_height_px)')
      .eq('campaign_id', campaignId)
      .in('status', ['requested', 'confirmed']),
    supabase.from('campaign_go_live').select('*').eq('campaign_id', campaignId).maybeSingle(),
  ]);
  if (versions.error) throw toDataError(versions.error, versions.status);
  if (bookings.error) throw toDataError(bookings.error, bookings.status);
  if (goLive.error) throw toDataError(goLive.error, goLive.status);
  const boards = new Map<string, ArtworkCampaignBoard>();
  const starts = new Set<string>();
  const boardStarts = new Map<string, Set<string>>();
  for (const booking of bookings.data) {
    const cycles = campaignCycleStarts(booking.starts_on, booking.cycles);
    if (booking.board) {
      boards.set(booking.board.id, booking.board);
      const own = boardStarts.get(booking.board.id) ?? new Set<string>();
      for (const start of cycles) own.add(start);
      boardStarts.set(booking.board.id, own);
    }
    for (const start of cycles) starts.add(start);
  }
  return {
    versions: versions.data,
    boards: [...boards.values()].sort((a, b) => a.name.localeCompare(b.name)),
    cycleStarts: [...starts].sort(),
    boardCycleStarts: Object.fromEntries([...boardStarts].map(([id, own]) => [id, [...own].sort()])),
    goLive: goLive.data,
  };
}

export const campaignArtworkQueryOptions = (campaignId: string) =>
  queryOptions({ queryKey: artworkKeys.campaign(campaignId), queryFn: () => getCampaignArtwork(campaignId) });

export function useCampaignArtwork(campaignId: string) {
  return useQuery(campaignArtworkQueryOptions(campaignId));
}
