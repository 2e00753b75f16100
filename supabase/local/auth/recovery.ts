import { createHash, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerContext } from '../context';
import type { Tx } from '../database';
import { createOutboxMailer } from '../functions/outbox-mailer';
import { AuthError } from './auth-error';
import { findUserByEmail } from './users';

// Password recovery as hosted auth (GoTrue) does it: POST /recover stores the
// hash of a one-time code on the user and e-mails a link; the link's page
// verifies it (verify.ts: POST /verify with the token hash, or GET /verify,
// which redirects with the session in the URL fragment); the session then
// sets the new password with PUT /user. The e-mail is the project's own template
// (supabase/templates/recovery.html, also what config.toml gives hosted auth),
// delivered to the local outbox.

/** Hosted defaults: an e-mail's link and code last an hour (mailer_otp_exp; ctx.authSettings may shorten it) and one e-mail a minute per user (max_frequency). */
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

export function render(template: string, values: Record<string, string>): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, key: string) => (key in values ? escape(values[key]!) : whole));
}

/**
 * Hosted auth's SMTP max_frequency: one e-mail a minute per user, recovery and
 * magic link counted together (GoTrue keeps both on recovery_sent_at).
 */
export async function refuseWithinEmailInterval(tx: Tx, userId: string): Promise<void> {
  const { rows } = await tx.query<{ wait: number | null }>(
    `select ceil(extract(epoch from (recovery_sent_at + make_interval(secs => $2) - now())))::int as wait from auth.users where id = $1`,
    [userId, RECOVERY_EMAIL_INTERVAL_SECONDS],
  );
  const wait = rows[0]?.wait;
  if (wait !== null && wait !== undefined && wait > 0) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  }
}

/** A six-digit one-time code, the default of hosted auth's mailer_otp_length. */
export function oneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** POST /recover: always {} for an address with no account, so the answer does not tell who has one. */
export async function recover(ctx: ServerContext, tx: Tx, body: Record<string, unknown>, redirectTo: string | null, siteUrl: string): Promise<unknown> {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
  if (!EMAIL_PATTERN.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const user = await findUserByEmail(tx, email);
  if (!user) return {};
  await refuseWithinEmailInterval(tx, user.id);
  const code = oneTimeCode();
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
