import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import type { Tx } from '../database';
import { BodyTooLargeError, bearerToken, parseJson, readBody, sendEmpty } from '../http-utils';
import { verifyJwt } from '../jwt';
import { localAuthConfig } from '../supabase-config';
import { AuthError, sendAuthError, sendAuthJson } from './auth-error';
import { sendMagicLink } from './magic-link';
import { recover } from './recovery';
import { rotateRefreshToken, sessionExists, sessionResponse, startSession } from './sessions';
import { verifyEmailToken, verifyRedirect } from './verify';
import { createConfirmedUser, findUserByEmail, findUserById, hashPassword, passwordMatches, userJson, type UserRow } from './users';

type Body = Record<string, unknown>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function jsonBody(req: IncomingMessage): Promise<Body> {
  let parsed: unknown;
  try {
    parsed = parseJson(await readBody(req, 1024 * 1024));
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw new AuthError(413, 'request_too_large', 'Request body too large');
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (parsed === undefined) return {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  return parsed as Body;
}

function stringField(body: Body, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

interface AuthenticatedUser {
  user: UserRow;
  sessionId: string;
}

/** A signed-in user's access token: valid signature, not expired, session not revoked. */
async function requireUser(tx: Tx, req: IncomingMessage): Promise<AuthenticatedUser> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(token);
  if (!verified.ok) {
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.message}`);
  }
  const { sub, session_id: sessionId } = verified.claims;
  if (typeof sub !== 'string' || typeof sessionId !== 'string') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub or session_id claim');
  }
  if (!(await sessionExists(tx, sessionId))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(tx, sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}

async function requireServiceRole(req: IncomingMessage): Promise<void> {
  const token = bearerToken(req);
  const verified = token ? await verifyJwt(token) : undefined;
  if (!verified?.ok || verified.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

async function passwordGrant(ctx: ServerContext, tx: Tx, body: Body): Promise<unknown> {
  const email = stringField(body, 'email');
  const password = stringField(body, 'password');
  if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  if (!password) throw new AuthError(400, 'validation_failed', 'missing password');
  const user = await findUserByEmail(tx, email);
  if (!(await passwordMatches(user, password)) || !user) {
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  if (user.banned_until && Date.parse(user.banned_until) > Date.now()) throw new AuthError(400, 'user_banned', 'User is banned');
  const session = await startSession(tx, user.id);
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  const signedIn = (await findUserById(tx, user.id)) ?? user;
  return sessionResponse(tx, signedIn, session, `${ctx.baseUrl}/auth/v1`);
}

/** PUT /user (supabase-js updateUser): the signed-in user changes their own metadata or password. */
async function updateUser(tx: Tx, req: IncomingMessage, body: Body): Promise<unknown> {
  const { user } = await requireUser(tx, req);
  if (body.email !== undefined || body.phone !== undefined) {
    throw new AuthError(422, 'validation_failed', 'Changing the e-mail or phone needs a confirmation e-mail, which the local backend does not send');
  }
  const password = stringField(body, 'password');
  if (body.password !== undefined) {
    if (!password || password.length < 6) throw new AuthError(422, 'weak_password', 'Password should be at least 6 characters.');
    if (await passwordMatches(user, password)) throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, await hashPassword(password)]);
  }
  if (body.data !== undefined) {
    if (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data))
      throw new AuthError(400, 'validation_failed', 'data must be an object');
    // GoTrue merges the given keys into user_metadata (the user's own, never app_metadata).
    await tx.query("update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1", [
      user.id,
      JSON.stringify(body.data),
    ]);
  }
  return userJson(tx, (await findUserById(tx, user.id))!);
}

async function refreshGrant(ctx: ServerContext, tx: Tx, body: Body): Promise<unknown> {
  const token = stringField(body, 'refresh_token');
  if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
  const rotated = await rotateRefreshToken(tx, token);
  const user = await findUserById(tx, rotated.userId);
  if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  return sessionResponse(tx, user, rotated, `${ctx.baseUrl}/auth/v1`);
}

async function logout(tx: Tx, req: IncomingMessage, scope: string): Promise<void> {
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireUser(tx, req);
  if (scope === 'global') await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
  else if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
  else await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
}

async function adminCreateUser(tx: Tx, body: Body): Promise<unknown> {
  const email = stringField(body, 'email');
  if (!email || !EMAIL_PATTERN.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const password = stringField(body, 'password');
  if (password !== undefined && password.length < 6) {
    throw new AuthError(422, 'weak_password', 'Password should be at least 6 characters.');
  }
  if (await findUserByEmail(tx, email)) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const objectOrEmpty = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const user = await createConfirmedUser(tx, {
    email,
    password,
    confirmed: body.email_confirm === true,
    userMetadata: objectOrEmpty(body.user_metadata),
    appMetadata: objectOrEmpty(body.app_metadata),
  });
  return userJson(tx, user);
}

/** GET admin/users/{id} (supabase-js auth.admin.getUserById). */
async function adminGetUser(tx: Tx, id: string): Promise<unknown> {
  const user = /^[0-9a-f-]{36}$/i.test(id) ? await findUserById(tx, id) : undefined;
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return userJson(tx, user);
}

async function adminDeleteUser(tx: Tx, id: string): Promise<unknown> {
  const user = /^[0-9a-f-]{36}$/i.test(id) ? await findUserById(tx, id) : undefined;
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  await tx.query('delete from auth.users where id = $1', [id]);
  return {};
}

/** At most `max` requests per caller address in five minutes; more answer 429 over_request_rate_limit. */
function rateLimiter(max: number) {
  const WINDOW_MS = 5 * 60_000;
  const seen = new Map<string, number[]>();
  return {
    take(address: string): void {
      const now = Date.now();
      const recent = (seen.get(address) ?? []).filter((t) => now - t < WINDOW_MS);
      if (recent.length >= max) {
        seen.set(address, recent);
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
      recent.push(now);
      seen.set(address, recent);
    },
    reset(): void {
      seen.clear();
    },
  };
}

// Hosted auth's limits per address, as supabase/config.toml states them
// ([auth.rate_limit]): sign_in_sign_ups and token_verifications, in 5 minutes
// each. The second is what keeps a six-digit code from being guessed.
const authConfig = localAuthConfig();
const signInLimiter = rateLimiter(authConfig.signInsPerFiveMinutes);
const verifyLimiter = rateLimiter(authConfig.verificationsPerFiveMinutes);

/** Forgets the sign-in counts (the test controls' reset). */
export function resetSignInLimit(): void {
  signInLimiter.reset();
  verifyLimiter.reset();
}

/** config.toml's [auth] site_url: where e-mail links lead when redirect_to is not allowed. */
const SITE_URL = authConfig.siteUrl;

const SETTINGS = {
  external: { email: true, phone: false, anonymous_users: false },
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

async function route(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, url: URL, subpath: string): Promise<void> {
  const method = req.method ?? 'GET';
  const db = ctx.db;
  if (method === 'GET' && subpath === 'settings') return sendAuthJson(res, 200, SETTINGS);
  if (method === 'GET' && subpath === 'health') return sendAuthJson(res, 200, { name: 'GoTrue (local)', description: 'local GoTrue subset' });
  if (method === 'POST' && subpath === 'signup') {
    req.resume();
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  if (method === 'POST' && subpath === 'token') {
    const grant = url.searchParams.get('grant_type');
    const body = await jsonBody(req);
    if (grant === 'password') {
      signInLimiter.take(req.socket.remoteAddress ?? 'unknown');
      return sendAuthJson(res, 200, await db.asOwner((tx) => passwordGrant(ctx, tx, body)));
    }
    if (grant === 'refresh_token') {
      // Reuse detection must persist even though the request fails, so no throw inside the transaction.
      const outcome = await db.asOwner(async (tx) => {
        try {
          return { ok: true as const, body: await refreshGrant(ctx, tx, body) };
        } catch (err) {
          if (err instanceof AuthError) return { ok: false as const, err };
          throw err;
        }
      });
      if (!outcome.ok) throw outcome.err;
      return sendAuthJson(res, 200, outcome.body);
    }
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  }
  if (method === 'POST' && subpath === 'recover') {
    const body = await jsonBody(req);
    return sendAuthJson(res, 200, await db.asOwner((tx) => recover(ctx, tx, body, url.searchParams.get('redirect_to'), SITE_URL)));
  }
  if (method === 'POST' && subpath === 'otp') {
    const body = await jsonBody(req);
    return sendAuthJson(res, 200, await db.asOwner((tx) => sendMagicLink(ctx, tx, body, url.searchParams.get('redirect_to'), SITE_URL)));
  }
  if (method === 'POST' && subpath === 'verify') {
    const body = await jsonBody(req);
    verifyLimiter.take(req.socket.remoteAddress ?? 'unknown');
    return sendAuthJson(res, 200, await db.asOwner((tx) => verifyEmailToken(ctx, tx, body)));
  }
  if (method === 'GET' && subpath === 'verify') {
    req.resume();
    verifyLimiter.take(req.socket.remoteAddress ?? 'unknown');
    const location = await db.asOwner((tx) => verifyRedirect(ctx, tx, url, SITE_URL));
    return sendEmpty(res, 303, { Location: location });
  }
  if (method === 'PUT' && subpath === 'user') {
    const body = await jsonBody(req);
    return sendAuthJson(res, 200, await db.asOwner((tx) => updateUser(tx, req, body)));
  }
  if (method === 'GET' && subpath === 'user') {
    return sendAuthJson(res, 200, await db.asOwner(async (tx) => userJson(tx, (await requireUser(tx, req)).user)));
  }
  if (method === 'POST' && subpath === 'logout') {
    req.resume();
    await db.asOwner((tx) => logout(tx, req, url.searchParams.get('scope') ?? 'global'));
    return sendEmpty(res, 204, { 'X-Supabase-Api-Version': '2024-01-01' });
  }
  if (subpath === 'admin/users' && method === 'POST') {
    await requireServiceRole(req);
    const body = await jsonBody(req);
    return sendAuthJson(res, 200, await db.asOwner((tx) => adminCreateUser(tx, body)));
  }
  const adminUser = /^admin\/users\/([^/]+)$/.exec(subpath);
  if (adminUser && method === 'GET') {
    await requireServiceRole(req);
    req.resume();
    return sendAuthJson(res, 200, await db.asOwner((tx) => adminGetUser(tx, decodeURIComponent(adminUser[1]))));
  }
  if (adminUser && method === 'DELETE') {
    await requireServiceRole(req);
    req.resume();
    return sendAuthJson(res, 200, await db.asOwner((tx) => adminDeleteUser(tx, decodeURIComponent(adminUser[1]))));
  }
  req.resume();
  throw new AuthError(404, 'not_found', 'Not found in the local GoTrue subset');
}

/** /auth/v1: the GoTrue subset supabase-js uses here. */
export async function handleAuth(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, url: URL, subpath: string): Promise<void> {
  try {
    await route(ctx, req, res, url, subpath);
  } catch (err) {
    if (err instanceof AuthError) return sendAuthError(res, err);
    throw err;
  }
}
