// The one way to the static host's build hook (an HTTP POST to a secret URL):
// the site-rebuild scheduled job. A change the public site shows writes a
// pending rebuild in public.site_rebuilds in its own transaction (a trigger);
// the job claims it under the database's window and backoff (one locked
// decision, so two runs at once call the hook once), calls the hook and
// records the answer. A refusal is recorded with its error and waits again:
// a later run tries once the backoff has passed.

import type { JobResult } from './scheduled-jobs.ts';

/** The least time between two calls of the hook: the changes of a minute make one rebuild. */
export const COALESCE_SECONDS = 60;
/** The longest pause after repeated refusals of the hook. */
export const MAX_BACKOFF_SECONDS = 3600;
/** How long one call of the hook may take before it counts as refused. */
export const HOOK_TIMEOUT_MS = 10_000;

export type RebuildClaim = { outcome: 'call'; id: string } | { outcome: 'queued'; retryInSeconds: number } | { outcome: 'idle' };

export interface RebuildStore {
  /** The database's decision: call the hook now (a claim to finish), wait, or nothing waits. */
  claim(coalesceSeconds: number, maxBackoffSeconds: number): Promise<RebuildClaim>;
  /** Records the hook's answer; an error leaves a rebuild waiting for the next try. */
  finish(id: string, error: string | null): Promise<void>;
  /** No hook is set: a waiting rebuild is recorded as such (the site updates at the next deploy). */
  recordNotConfigured(): Promise<void>;
}

export interface SiteRebuildDeps {
  store: RebuildStore;
  /** The host's build hook URL (a secret); absent, nothing is called. */
  hookUrl: string | null;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

/** Calls the hook once; null when the host accepted, else why not (at most 1,000 characters, as the table keeps). */
export async function callBuildHook(hookUrl: string, fetcher: SiteRebuildDeps['fetch']): Promise<string | null> {
  let error: string | null = null;
  try {
    const res = await fetcher(hookUrl, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    if (!res.ok) error = `The host answered ${res.status} ${res.statusText}`.trim();
  } catch (err) {
    error = `The host could not be reached: ${err instanceof Error ? err.message : String(err)}`;
  }
  return error === null ? null : error.slice(0, 1000);
}

type ClaimRow = { outcome: 'call' | 'queued' | 'idle'; id: string | null; retry_in_seconds: number | null };

export function claimFromRow(row: ClaimRow | undefined): RebuildClaim {
  if (!row) throw new Error('claim_site_rebuild: no result');
  if (row.outcome === 'call' && row.id) return { outcome: 'call', id: row.id };
  if (row.outcome === 'idle') return { outcome: 'idle' };
  return { outcome: 'queued', retryInSeconds: row.retry_in_seconds ?? 1 };
}

interface DbError {
  message: string;
  code?: string;
}

/** The slice of a supabase-js client the deployed store uses. */
export interface RebuildDb {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: DbError | null }>;
}

async function call(db: RebuildDb, fn: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
  return data;
}

/** The store deployed: the site_rebuild database functions, with the service role. */
export function createSupabaseRebuildStore(db: RebuildDb): RebuildStore {
  return {
    async claim(coalesceSeconds, maxBackoffSeconds) {
      const rows = (await call(db, 'claim_site_rebuild', { p_coalesce_seconds: coalesceSeconds, p_max_backoff_seconds: maxBackoffSeconds })) as ClaimRow[];
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

/**
 * One run of the job. A call leaves the next claim 'queued' (the window after
 * a call, or the pause after a refusal), so the second claim only records
 * when the next try is due, for the admin screens to say.
 */
export async function runSiteRebuild(deps: SiteRebuildDeps): Promise<JobResult> {
  if (!deps.hookUrl) {
    await deps.store.recordNotConfigured();
    return { called: 0, failed: 0 };
  }
  let called = 0;
  let failed = 0;
  for (let claims = 0; claims < 2; claims++) {
    const claim = await deps.store.claim(COALESCE_SECONDS, MAX_BACKOFF_SECONDS);
    if (claim.outcome !== 'call') break;
    const error = await callBuildHook(deps.hookUrl, deps.fetch);
    await deps.store.finish(claim.id, error);
    if (error === null) called += 1;
    else failed += 1;
  }
  return { called, failed };
}
