// Asks the static host to rebuild the site (its build hook, an HTTP POST to a
// secret URL), for the admin, after a change to what is public: a post or a
// location published, unpublished, deleted or renamed. Calls are coalesced by
// the database (one locked decision, so simultaneous saves make one call):
// within COALESCE_SECONDS of the last call, or during the growing pause after
// failures, the hook is not called; the answer says when to ask again, and the
// admin's page asks then, once, for every change made meanwhile.

import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { jsonResponse } from '../_shared/json-response.ts';

export const COALESCE_SECONDS = 60;
/** The longest pause after repeated failures of the hook. */
export const MAX_BACKOFF_SECONDS = 3600;

export type RebuildOutcome =
  { status: 'called'; at: string } | { status: 'queued'; retryInSeconds: number } | { status: 'failed'; error: string } | { status: 'not_configured' };

export type RebuildClaim = { outcome: 'call'; id: string } | { outcome: 'queued'; retryInSeconds: number };

export interface RebuildStore {
  /** The database's decision: call the hook now (a claim to finish), or wait. `retry`: the admin's Try Again, which skips the pause after failures. */
  claim(coalesceSeconds: number, maxBackoffSeconds: number, retry: boolean): Promise<RebuildClaim>;
  finish(id: string, error: string | null): Promise<void>;
  recordNotConfigured(): Promise<void>;
}

export interface RebuildDeps {
  store: RebuildStore;
  /** The host's build hook URL (a secret); absent, no rebuild is requested. */
  hookUrl: string | null;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Whether the caller's own token belongs to the admin (the database decides). */
  callerIsAdmin(authorization: string): Promise<boolean>;
  clock: { now(): Date };
  allowedOrigins: string[] | '*';
}

export const REBUILD_MESSAGES = {
  forbidden: 'Only the site admin can ask for the public site to be rebuilt.',
  methodNotAllowed: 'Method not allowed. Use POST.',
} as const;

export async function handleRebuildRequest(req: Request, deps: RebuildDeps): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown) => jsonResponse(status, body, cors);
  if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
  if (req.method !== 'POST') return reply(405, { error: REBUILD_MESSAGES.methodNotAllowed });
  if (!(await deps.callerIsAdmin(req.headers.get('authorization') ?? ''))) return reply(403, { error: REBUILD_MESSAGES.forbidden });

  if (!deps.hookUrl) {
    await deps.store.recordNotConfigured();
    return reply(200, { status: 'not_configured' } satisfies RebuildOutcome);
  }

  const body = (await req.json().catch(() => null)) as { retry?: unknown } | null;
  const claim = await deps.store.claim(COALESCE_SECONDS, MAX_BACKOFF_SECONDS, body?.retry === true);
  if (claim.outcome === 'queued') return reply(202, { status: 'queued', retryInSeconds: claim.retryInSeconds } satisfies RebuildOutcome);

  let error: string | null = null;
  try {
    const res = await deps.fetch(deps.hookUrl, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) error = `The host answered ${res.status} ${res.statusText}`.trim();
  } catch (err) {
    error = `The host could not be reached: ${err instanceof Error ? err.message : String(err)}`;
  }
  await deps.store.finish(claim.id, error === null ? null : error.slice(0, 1000));
  if (error) return reply(502, { status: 'failed', error } satisfies RebuildOutcome);
  return reply(200, { status: 'called', at: deps.clock.now().toISOString() } satisfies RebuildOutcome);
}
