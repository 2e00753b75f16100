import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteRebuildKeys } from '@/lib/admin-query-keys';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';

// The public site's rebuild as the database records it (site_rebuilds, the
// site-rebuild job): what every admin screen shows. No screen asks for a
// rebuild after a save; the database queues one with the change itself.

export type SiteRebuildState =
  | { state: 'idle' }
  | { state: 'pending'; pendingSince: string | null }
  | { state: 'failed'; error: string; failedAt: string | null; nextAttemptAt: string | null };

/** While something waits or failed, the screen looks again this often; otherwise less often. */
export const BUSY_REFRESH_MS = 15_000;
export const IDLE_REFRESH_MS = 60_000;

export async function getSiteRebuildState(): Promise<SiteRebuildState> {
  const { data, error, status } = await supabase.rpc('site_rebuild_state');
  if (error) throw toDataError(error, status);
  const row = data[0];
  if (row?.state === 'failed') return { state: 'failed', error: row.error ?? '', failedAt: row.failed_at ?? null, nextAttemptAt: row.next_attempt_at ?? null };
  if (row?.state === 'pending') return { state: 'pending', pendingSince: row.pending_since ?? null };
  return { state: 'idle' };
}

export function siteRebuildStateQueryOptions() {
  return queryOptions({
    queryKey: siteRebuildKeys.state(),
    queryFn: getSiteRebuildState,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'idle' ? BUSY_REFRESH_MS : IDLE_REFRESH_MS),
  });
}

export function useSiteRebuildState() {
  return useQuery(siteRebuildStateQueryOptions());
}

/** The admin's Try again now: the next run of the job calls the hook without the pause after failures. */
export async function retrySiteRebuild(): Promise<void> {
  const { error, status } = await supabase.rpc('retry_site_rebuild');
  if (error) throw toDataError(error, status);
}

export function useRetrySiteRebuild() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retrySiteRebuild, onSettled: () => client.invalidateQueries({ queryKey: siteRebuildKeys.all }) });
}
