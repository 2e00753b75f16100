import type { IncomingMessage } from 'node:http';
import { bearerToken } from './http-utils';
import { isApiRole, verifyJwt, type ApiRole } from './jwt';

export interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
  token: string;
}

export type CallerResult = { ok: true; caller: Caller } | { ok: false; problem: 'missing' | 'expired' | 'invalid' | 'role'; message: string };

/**
 * The caller's role comes only from a JWT signed with the local secret, and
 * only from the allowlist: never from any other header or the body.
 */
export async function resolveCaller(req: IncomingMessage): Promise<CallerResult> {
  const token = bearerToken(req);
  if (!token) return { ok: false, problem: 'missing', message: 'No API key found in request' };
  const verified = await verifyJwt(token);
  if (!verified.ok) return { ok: false, problem: verified.reason, message: verified.message };
  const role = verified.claims.role;
  if (!isApiRole(role)) return { ok: false, problem: 'role', message: `role "${String(role)}" is not allowed` };
  return { ok: true, caller: { role, claims: verified.claims, token } };
}
