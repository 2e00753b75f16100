import { randomBytes } from 'node:crypto';
import type { Tx } from '../database';
import { signJwt } from '../jwt';
import { AuthError } from './auth-error';
import { appMetadata, userJson, type UserRow } from './users';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

function newRefreshToken(): string {
  return randomBytes(12).toString('base64url');
}

export async function startSession(tx: Tx, userId: string): Promise<{ sessionId: string; refreshToken: string }> {
  const { rows } = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id::text as id', [userId]);
  const sessionId = rows[0].id;
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refreshToken, userId, sessionId]);
  return { sessionId, refreshToken };
}

interface TokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
}

/** supabase/config.toml's refresh_token_reuse_interval, as hosted auth applies it. */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

/**
 * Rotates a refresh token. A token rotated in the last few seconds may be
 * presented again (two tabs refreshing together): the answer then carries the
 * session's current token, as hosted auth does. Presenting one rotated longer
 * ago means it leaked or was replayed: the whole session (the token family) is revoked.
 */
export async function rotateRefreshToken(tx: Tx, token: string): Promise<{ userId: string; sessionId: string; refreshToken: string }> {
  const { rows } = await tx.query<TokenRow>(
    `select t.token, t.user_id, t.revoked, t.session_id::text as session_id
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
      where t.token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row || !row.session_id) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (row.revoked) {
    const { rows: current } = await tx.query<{ token: string }>(
      `select c.token from auth.refresh_tokens r
         join auth.refresh_tokens c on c.session_id = r.session_id and not c.revoked
        where r.token = $1 and r.updated_at > now() - make_interval(secs => $2)
        order by c.id desc limit 1`,
      [token, REFRESH_TOKEN_REUSE_INTERVAL_SECONDS],
    );
    if (current[0]) return { userId: row.user_id, sessionId: row.session_id, refreshToken: current[0].token };
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    refreshToken,
    row.user_id,
    row.session_id,
    token,
  ]);
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
  return { userId: row.user_id, sessionId: row.session_id, refreshToken };
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from auth.sessions where id::text = $1', [sessionId]);
  return rows.length > 0;
}

/** The body of a successful token grant. */
export async function sessionResponse(
  tx: Tx,
  user: UserRow,
  session: { sessionId: string; refreshToken: string },
  issuer: string,
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = await signJwt(
    {
      iss: issuer,
      sub: user.id,
      aud: 'authenticated',
      iat: now,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: appMetadata(user),
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      // Every session here starts from a password sign-in.
      amr: [{ method: 'password', timestamp: now }],
      session_id: session.sessionId,
      is_anonymous: user.is_anonymous,
    },
    expiresAt,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: await userJson(tx, user),
  };
}
