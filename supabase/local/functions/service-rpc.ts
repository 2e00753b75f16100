// supabase-js's rpc() as the service role, on this backend's own database:
// for the deployed stores written against RpcClient (their functions answer
// one value, jsonb). The function name is checked against a plain pattern and
// the arguments are bound parameters, passed by name as PostgREST passes them.
import type { LocalDatabase } from '../database';
import type { RpcClient } from '../../functions/_shared/lead-supabase-store';

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const ARG = /^p_[a-z0-9_]{1,60}$/;

export function localServiceRpc(db: LocalDatabase): RpcClient {
  return {
    async rpc(fn, args) {
      const names = Object.keys(args);
      if (!NAME.test(fn) || !names.every((n) => ARG.test(n))) return { data: null, error: { message: `not a callable function: ${fn}` } };
      const params = names.map((n) => {
        const value = args[n];
        return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
      });
      const call = `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as value`;
      try {
        const { rows } = await db.asRole('service_role', { role: 'service_role' }, { readOnly: false }, (tx) => tx.query<{ value: unknown }>(call, params));
        return { data: rows[0]?.value ?? null, error: null };
      } catch (err) {
        const e = err as { message?: string; code?: string; detail?: string };
        return { data: null, error: { message: e.message ?? String(err), code: e.code, details: e.detail ?? null } };
      }
    },
  };
}
