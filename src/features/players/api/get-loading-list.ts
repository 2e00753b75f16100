import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignRecordKeys } from '@/lib/admin-query-keys';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { LoadingRun } from '../lib/loading-plan';

/** Under the artwork's root: approving or replacing a version reads the list again. */
export const loadingListKeys = {
  list: (from: string, until: string) => [...campaignRecordKeys.artwork, 'players', from, until] as const,
};

/** The runs whose load or removal falls within the span, as the admin (the database refuses anyone else). */
export async function getLoadingList(from: string, until: string): Promise<LoadingRun[]> {
  const { data, error, status } = await supabase.rpc('player_loading_list', { p_from: from, p_until: until });
  if (error) throw toDataError(error, status);
  return (data ?? []) as unknown as LoadingRun[];
}

export function useLoadingList(from: string, until: string) {
  return useQuery(queryOptions({ queryKey: loadingListKeys.list(from, until), queryFn: () => getLoadingList(from, until) }));
}
