// Asks the static host to rebuild the site (its build hook, an HTTP POST to a
// secret URL), for the admin, after a change to what is public: a post or a
// location published, unpublished, deleted or renamed. Calls are coalesced:
// within COALESCE_SECONDS of the last call the hook is not called again; the
// answer says when to ask again, and the admin's page asks then, once, for
// every change made meanwhile.

import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { jsonResponse } from '../_shared/json-response.ts';

export const COALESCE_SECONDS = 60;

export type RebuildOutcome =
  { status: 'called'; at: string } | { status: 'queued'; retryInSeconds: number } | { status: 'failed'; error: string } | { status: 'not_configured' };

export interface RebuildStore {
  /** When the hook was last called successfully, if ever. */
  lastCalledAt(): Promise<Date | null>;
  record(status: 'called' | 'failed' | 'not_configured', error?: string): Promise<void>;
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
    await deps.store.record('not_configured');
    return reply(200, { status: 'not_configured' } satisfies RebuildOutcome);
  }

  const now = deps.clock.now();
  const last = await deps.store.lastCalledAt();
  const since = last ? (now.getTime() - last.getTime()) / 1000 : Infinity;
  if (since < COALESCE_SECONDS) {
    return reply(202, { status: 'queued', retryInSeconds: Math.ceil(COALESCE_SECONDS - since) } satisfies RebuildOutcome);
  }

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
  if (error) {
    await deps.store.record('failed', error.slice(0, 1000));
    return reply(502, { status: 'failed', error } satisfies RebuildOutcome);
  }
  await deps.store.record('called');
  return reply(200, { status: 'called', at: now.toISOString() } satisfies RebuildOutcome);
}
