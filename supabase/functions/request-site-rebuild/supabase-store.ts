// The RebuildStore deployed: the database functions of the site_rebuild
// migrations, called with the service role. The decision (window, backoff)
// lives in SQL, under a lock, so the local backend runs the same statements.

import type { RebuildClaim, RebuildStore } from './handler.ts';

interface DbError {
  message: string;
  code?: string;
}

/** The slice of a supabase-js client this store uses. */
export interface RebuildDb {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: DbError | null }>;
}

async function call(db: RebuildDb, fn: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
  return data;
}

type ClaimRow = { outcome: 'call' | 'queued'; id: string | null; retry_in_seconds: number | null };

export function claimFromRow(row: ClaimRow | undefined): RebuildClaim {
  if (!row) throw new Error('claim_site_rebuild: no result');
  if (row.outcome === 'call' && row.id) return { outcome: 'call', id: row.id };
  return { outcome: 'queued', retryInSeconds: row.retry_in_seconds ?? 1 };
}

export function createSupabaseRebuildStore(db: RebuildDb): RebuildStore {
  return {
    async claim(coalesceSeconds, maxBackoffSeconds, retry) {
      const rows = (await call(db, 'claim_site_rebuild', {
        p_coalesce_seconds: coalesceSeconds,
        p_max_backoff_seconds: maxBackoffSeconds,
        p_honour_backoff: !retry,
      })) as ClaimRow[];
      return claimFromRow(rows[0]);
    },
    async finish(id, error) {
      await call(db, 'finish_site_rebuild', { p_id: id, p_error: error });
    },
    async recordNotConfigured() {
      await call(db, 'record_site_rebuild_not_configured', {});
    },
  };
}
