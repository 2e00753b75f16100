import type { ServerContext } from '../context';
import { isApiRole, verifyJwt } from '../jwt';
import type { RebuildDeps, RebuildStore } from '../../functions/request-site-rebuild/handler';

/**
 * The local stand-in for the static host's build hook: records each call, or
 * fails, as a test asks (/__local/build-hook). Off by default: like a project
 * with no BUILD_HOOK_URL secret, nothing is called.
 */
export interface BuildHookState {
  mode: 'off' | 'record' | 'fail';
  calls: string[];
}

function localStore(ctx: ServerContext): RebuildStore {
  const asService = <T>(fn: Parameters<typeof ctx.db.asRole<T>>[3]) => ctx.db.asRole('service_role', { role: 'service_role' }, { readOnly: false }, fn);
  return {
    async lastCalledAt() {
      const { rows } = await asService((tx) =>
        tx.query<{ at: string }>("select requested_at::text as at from public.site_rebuilds where status = 'called' order by requested_at desc limit 1"),
      );
      return rows[0] ? new Date(rows[0].at) : null;
    },
    async record(status, error) {
      await asService((tx) => tx.query('insert into public.site_rebuilds (status, error) values ($1, $2)', [status, error ?? null]));
    },
  };
}

export function localRebuildDeps(ctx: ServerContext): RebuildDeps {
  const hook = ctx.buildHook;
  return {
    store: localStore(ctx),
    hookUrl: hook.mode === 'off' ? null : 'local://build-hook',
    fetch: async () => {
      hook.calls.push(new Date().toISOString());
      return hook.mode === 'fail' ? new Response('Build hook not found', { status: 404, statusText: 'Not Found' }) : new Response('', { status: 200 });
    },
    async callerIsAdmin(authorization) {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
      const verified = token ? await verifyJwt(token) : null;
      if (!verified?.ok || !isApiRole(verified.claims.role) || verified.claims.role !== 'authenticated') return false;
      const { rows } = await ctx.db.asRole('authenticated', verified.claims, { readOnly: true }, (tx) =>
        tx.query<{ admin: boolean }>('select public.is_site_admin() as admin'),
      );
      return rows[0]?.admin === true;
    },
    clock: { now: () => new Date() },
    allowedOrigins: '*',
  };
}
