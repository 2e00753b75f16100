import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataError, getPublicReads } from '@/lib/supabase-lazy';
import { locationKeys } from '@/lib/query-keys';
import { retryDelay } from '@/lib/react-query';
import type { BillboardLocation } from '@/types/billboard-location';

export const FETCH_BOARD_ERROR_PREFIX = 'Failed to fetch this billboard:';

/** What a board page's address names: the active board, the slug it moved to, or nothing. */
export type BoardBySlug = { board: BillboardLocation; movedTo: null } | { board: null; movedTo: string | null };

/**
 * The active board with this slug; else, when the slug is an old one of an
 * active board (renamed since), that board's slug now. Row-level security
 * shows the public active boards only, so a deactivated board is not found.
 */
export async function getBoardBySlug(slug: string): Promise<BoardBySlug> {
  const supabase = await getPublicReads();
  const found = await supabase.from('billboard_locations').select('*').eq('slug', slug).eq('is_active', true).maybeSingle().retry(false);
  if (found.error) throw await dataError(found.error, found.status, FETCH_BOARD_ERROR_PREFIX);
  if (found.data) return { board: found.data, movedTo: null };

  const old = await supabase.from('billboard_location_slug_history').select('billboard_locations!inner(slug)').eq('old_slug', slug).maybeSingle().retry(false);
  if (old.error) throw await dataError(old.error, old.status, FETCH_BOARD_ERROR_PREFIX);
  return { board: null, movedTo: old.data?.billboard_locations.slug ?? null };
}

export function boardBySlugQueryOptions(slug: string) {
  return queryOptions({ queryKey: locationKeys.bySlug(slug), queryFn: () => getBoardBySlug(slug), retry: 3, retryDelay });
}

export function useBoardBySlug(slug: string) {
  return useQuery(boardBySlugQueryOptions(slug));
}

/** How many nearby boards a page shows. */
export const NEARBY_BOARDS = 3;

/** The active boards closest to one, nearest first. */
export async function getNearbyBoards(id: string): Promise<BillboardLocation[]> {
  const supabase = await getPublicReads();
  const { data, error, status } = await supabase.rpc('nearby_boards', { p_location_id: id, p_limit: NEARBY_BOARDS }).retry(false);
  if (error) throw await dataError(error, status, FETCH_BOARD_ERROR_PREFIX);
  return data ?? [];
}

export function nearbyBoardsQueryOptions(id: string) {
  return queryOptions({ queryKey: locationKeys.nearby(id), queryFn: () => getNearbyBoards(id), retry: 3, retryDelay });
}

export function useNearbyBoards(id: string) {
  return useQuery(nearbyBoardsQueryOptions(id));
}

/** Every old slug of an active board with the board's slug now (row-level security leaves out inactive boards). */
export async function getBoardRedirects(): Promise<{ old_slug: string; slug: string }[]> {
  const supabase = await getPublicReads();
  const { data, error, status } = await supabase
    .from('billboard_location_slug_history')
    .select('old_slug, billboard_locations!inner(slug)')
    .order('old_slug')
    .retry(false);
  if (error) throw await dataError(error, status, FETCH_BOARD_ERROR_PREFIX);
  return (data ?? []).map((row) => ({ old_slug: row.old_slug, slug: row.billboard_locations.slug }));
}
