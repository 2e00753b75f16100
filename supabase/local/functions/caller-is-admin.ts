import type { ServerContext } from '../context';
import { isApiRole, verifyJwt } from '../jwt';

/**
 * Whether the caller's own verified token belongs to the admin: the database
 * answers (public.is_site_admin(), i.e. private.is_admin()), as deployed.
 */
export async function callerIsAdmin(ctx: ServerContext, authorization: string): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const verified = token ? await verifyJwt(token) : null;
  if (!verified?.ok || !isApiRole(verified.claims.role) || verified.claims.role !== 'authenticated') return false;
  const { rows } = await ctx.db.asRole('authenticated', verified.claims, { readOnly: true }, (tx) =>
    tx.query<{ admin: boolean }>('select public.is_site_admin() as admin'),
  );
  return rows[0]?.admin === true;
}
