import { createHash, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerContext } from '../context';
import type { Tx } from '../database';
import { createOutboxMailer } from '../functions/outbox-mailer';
import { AuthError } from './auth-error';
import { sessionResponse, startSession } from './sessions';
import { findUserByEmail, type UserRow } from './users';

// Password recovery as hosted auth (GoTrue) does it: POST /recover stores the
// hash of a one-time code on the user and e-mails a link; the link's page
// verifies it (POST /verify with the token hash, or GET /verify, which
// redirects with the session in the URL fragment); the session then sets the
// new password with PUT /user. The e-mail is the project's own template
// (supabase/templates/recovery.html, also what config.toml gives hosted auth),
// delivered to the local outbox.

/** Hosted defaults: an e-mail link lasts an hour (mailer_otp_exp) and one e-mail a minute per user (max_frequency). */
export const RECOVERY_TOKEN_TTL_SECONDS = 3600;
export const RECOVERY_EMAIL_INTERVAL_SECONDS = 60;
export const RECOVERY_SUBJECT = 'Reset Your Password';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEMPLATE_URL = new URL('../../templates/recovery.html', import.meta.url);

/** GoTrue's token hash: SHA-224 of the e-mail and the code, in hex. */
export function recoveryTokenHash(email: string, code: string): string {
  return createHash('sha224')
    .update(email + code)
    .digest('hex');
}

/**
 * Where the link may lead: GoTrue honours redirect_to only when it is on the
 * allow list, else uses the site URL. Locally any loopback page is allowed
 * (the dev server, the e2e build, whatever port), nothing else.
 */
export function allowedRedirect(redirectTo: string | null, siteUrl: string): string {
  if (!redirectTo) return siteUrl;
  try {
    const url = new URL(redirectTo);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return loopback && (url.protocol === 'http:' || url.protocol === 'https:') ? `${url.origin}${url.pathname}` : siteUrl;
  } catch {
    return siteUrl;
  }
}

function render(template: string, values: Record<string, string>): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, key: string) => (key in values ? escape(values[key]!) : whole));
}

/** POST /recover: always {} for an address with no account, so the answer does not tell who has one. */
export async function recover(ctx: ServerContext, tx: Tx, body: Record<string, unknown>, redirectTo: string | null, siteUrl: string): Promise<unknown> {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
  if (!EMAIL_PATTERN.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const user = await findUserByEmail(tx, email);
  if (!user) return {};
  const { rows } = await tx.query<{ wait: number | null }>(
    `select ceil(extract(epoch from (recovery_sent_at + make_interval(secs => $2) - now())))::int as wait from auth.users where id = $1`,
    [user.id, RECOVERY_EMAIL_INTERVAL_SECONDS],
  );
  const wait = rows[0]?.wait;
  if (wait !== null && wait !== undefined && wait > 0) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = recoveryTokenHash(user.email ?? email, code);
  await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1', [user.id, tokenHash]);
  const redirect = allowedRedirect(redirectTo, siteUrl);
  const confirmationUrl = `${ctx.baseUrl}/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${encodeURIComponent(redirect)}`;
  const html = render(readFileSync(TEMPLATE_URL, 'utf8'), {
    Email: user.email ?? email,
    Token: code,
    TokenHash: tokenHash,
    SiteURL: siteUrl,
    RedirectTo: redirect,
    ConfirmationURL: confirmationUrl,
  });
  const link = `${redirect}?token_hash=${tokenHash}&type=recovery`;
  try {
    await createOutboxMailer(ctx.outboxDir, ctx.mailer).send({
      to: user.email ?? email,
      subject: RECOVERY_SUBJECT,
      html,
      text: `Set a new password for ${user.email ?? email}: ${link}\nThe link works once, for one hour.`,
    });
  } catch {
    // Thrown inside the transaction: the token is not kept for an e-mail that never left.
    throw new AuthError(500, 'unexpected_failure', 'Error sending recovery email');
  }
  return {};
}

/** The user whose unexpired recovery token this is; the token is spent on use. */
async function spendRecoveryToken(tx: Tx, tokenHash: string): Promise<UserRow> {
  const { rows } = await tx.query<{ u: UserRow }>(
    `update auth.users u set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
      where recovery_token = $1 and recovery_token <> '' and deleted_at is null
        and recovery_sent_at + make_interval(secs => $2) > now()
      returning to_jsonb(u) as u`,
    [tokenHash, RECOVERY_TOKEN_TTL_SECONDS],
  );
  const user = rows[0]?.u;
  if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return user;
}

/** POST /verify for type recovery: with token_hash, or with email and the six-digit token. Answers a session. */
export async function verifyRecovery(ctx: ServerContext, tx: Tx, body: Record<string, unknown>): Promise<unknown> {
  const type = body.type;
  if (type !== 'recovery') throw new AuthError(400, 'validation_failed', 'Verify requires a verification type (only recovery is supported locally)');
  let tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
  if (!tokenHash) {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const token = typeof body.token === 'string' ? body.token.trim() : '';
    if (!email || !token) throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
    const user = await findUserByEmail(tx, email);
    tokenHash = recoveryTokenHash(user?.email ?? email, token);
  }
  const user = await spendRecoveryToken(tx, tokenHash);
  const session = await startSession(tx, user.id);
  return sessionResponse(tx, user, session, `${ctx.baseUrl}/auth/v1`);
}

/** GET /verify (the e-mail's ConfirmationURL): 303 to redirect_to with the session, or the error, in the fragment. */
export async function verifyRedirect(ctx: ServerContext, tx: Tx, url: URL, siteUrl: string): Promise<string> {
  const redirect = allowedRedirect(url.searchParams.get('redirect_to'), siteUrl);
  const token = url.searchParams.get('token') ?? '';
  if (url.searchParams.get('type') !== 'recovery' || !token) {
    return `${redirect}#error=access_denied&error_code=validation_failed&error_description=${encodeURIComponent('Verify requires a token and type recovery')}`;
  }
  try {
    const user = await spendRecoveryToken(tx, token);
    const session = (await sessionResponse(tx, user, await startSession(tx, user.id), `${ctx.baseUrl}/auth/v1`)) as Record<string, unknown>;
    const fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type: 'recovery',
    });
    return `${redirect}#${fragment.toString()}`;
  } catch (err) {
    if (!(err instanceof AuthError)) throw err;
    return `${redirect}#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent('Email link is invalid or has expired')}`;
  }
}
