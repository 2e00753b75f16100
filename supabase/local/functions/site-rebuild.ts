import type { ServerContext } from '../context';
import { claimFromRow, type RebuildStore, type SiteRebuildDeps } from '../../functions/_shared/site-rebuild';

/**
 * The local stand-in for the static host's build hook: records each call, or
 * fails, as a test asks (/__local/build-hook). Off by default: like a project
 * with no BUILD_HOOK_URL secret, nothing is called.
 */
export interface BuildHookState {
  mode: 'off' | 'record' | 'fail';
  calls: string[];
}

// The same database functions the deployed store calls, on this backend's database.
function localStore(ctx: ServerContext): RebuildStore {
  const asService = <T>(fn: Parameters<typeof ctx.db.asRole<T>>[3]) => ctx.db.asRole('service_role', { role: 'service_role' }, { readOnly: false }, fn);
  return {
    async claim(coalesceSeconds, maxBackoffSeconds) {
      const { rows } = await asService((tx) =>
        tx.query<{ outcome: 'call' | 'queued' | 'idle'; id: string | null; retry_in_seconds: number | null }>(
          'select outcome, id, retry_in_seconds from public.claim_site_rebuild($1, $2)',
          [coalesceSeconds, maxBackoffSeconds],
        ),
      );
      return claimFromRow(rows[0]);
    },
    async finish(id, error) {
      await asService((tx) => tx.query('select public.finish_site_rebuild($1::uuid, $2)', [id, error]));
    },
    async recordNotConfigured() {
      await asService((tx) => tx.query('select public.record_site_rebuild_not_configured()'));
    },
  };
}

/** The site-rebuild job's deps on this backend: the stand-in hook, read when the job runs. */
export function localSiteRebuild(ctx: ServerContext): SiteRebuildDeps {
  const hook = ctx.buildHook;
  return {
    store: localStore(ctx),
    hookUrl: hook.mode === 'off' ? null : 'local://build-hook',
    fetch: async () => {
      hook.calls.push(new Date().toISOString());
      return hook.mode === 'fail' ? new Response('Build hook not found', { status: 404, statusText: 'Not Found' }) : new Response('', { status: 200 });
    },
  };
}
