import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtworkBoard } from '@shared/artwork-fit.ts';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { ArtworkQueueItem } from './artwork';
import { artworkKeys } from './get-campaign-artwork';

export interface QueueEntry extends Omit<ArtworkQueueItem, 'boards'> {
  boards: (ArtworkBoard & { id: string })[];
}

/** Versions waiting for review, oldest first (the admin's view). */
export async function getArtworkQueue(): Promise<QueueEntry[]> {
  const { data, error, status } = await supabase.from('artwork_queue').select('*').order('created_at', { ascending: true });
  if (error) throw toDataError(error, status);
  return data.map((row) => ({ ...row, boards: (row.boards ?? []) as unknown as QueueEntry['boards'] }));
}

export const artworkQueueQueryOptions = () => queryOptions({ queryKey: artworkKeys.queue, queryFn: getArtworkQueue });

export function useArtworkQueue() {
  return useQuery(artworkQueueQueryOptions());
}
