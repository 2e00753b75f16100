import type { ServerContext } from '../context';
import type { Tx } from '../database';
import { AuthError } from './auth-error';
import { allowedRedirect, recoveryTokenHash } from './recovery';
import { sessionResponse, startSession } from './sessions';
import { findUserByEmail, type UserRow } from './users';

// The verify step of an e-mailed link or code, as GoTrue's verify.go: the
// recovery e-mail's and the magic link's (both kept in recovery_token), by
// token hash (the link) or by e-mail and six-digit code (typed). Type `email`
// is the code of either e-mail; this backend sends no sign-up confirmations,
// so it only ever finds a magic link or recovery token. A token works once,
// within ctx.authSettings.otpExpirySeconds of its e-mail.

const EMAIL_TOKEN_TYPES = ['recovery', 'magiclink', 'email'] as const;
type EmailTokenType = (typeof EMAIL_TOKEN_TYPES)[number];

const isEmailTokenType = (type: unknown): type is EmailTokenType => EMAIL_TOKEN_TYPES.includes(type as EmailTokenType);

/** The answer's `type`: GoTrue reports a code verified as `email` as the magic link it was. */
const reportedType = (type: EmailTokenType) => (type === 'email' ? 'magiclink' : type);

/** Spends the token, whatever its state, and says whether it was good: a user, or why not. */
async function spendToken(ctx: ServerContext, tx: Tx, tokenHash: string): Promise<{ user: UserRow } | { problem: 'invalid' | 'banned' }> {
  const { rows } = await tx.query<{ u: UserRow; fresh: boolean }>(
    `select to_jsonb(u) as u, u.recovery_sent_at + make_interval(secs => $2) > now() as fresh
       from auth.users u where u.recovery_token = $1 and u.recovery_token <> '' and u.deleted_at is null`,
    [tokenHash, ctx.authSettings.otpExpirySeconds],
  );
  const found = rows[0];
  if (!found || !found.fresh) return { problem: 'invalid' };
  if (found.u.banned_until && Date.parse(found.u.banned_until) > Date.now()) return { problem: 'banned' };
  const { rows: spent } = await tx.query<{ u: UserRow }>(
    `update auth.users u set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
      where id = $1 returning to_jsonb(u) as u`,
    [found.u.id],
  );
  return { user: spent[0]!.u };
}

/** POST /verify for an e-mail token: with token_hash, or with email and the six-digit token. Answers a session. */
export async function verifyEmailToken(ctx: ServerContext, tx: Tx, body: Record<string, unknown>): Promise<unknown> {
  const type = body.type;
  if (typeof type !== 'string' || type === '') throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  let tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
  if ((!token && !tokenHash) || (token && tokenHash)) throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  if (tokenHash && (body.email !== undefined || body.phone !== undefined)) {
    throw new AuthError(400, 'validation_failed', 'Only the token_hash and type should be provided');
  }
  if (!isEmailTokenType(type)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported verification type (the local backend verifies recovery, magiclink and email)');
  }
  // A wrong code and a wrong link read differently, as hosted.
  let invalid = 'Email link is invalid or has expired';
  if (token) {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on verify');
    invalid = 'Token has expired or is invalid';
    const user = await findUserByEmail(tx, email);
    if (!user) throw new AuthError(403, 'otp_expired', invalid);
    tokenHash = recoveryTokenHash(user.email ?? email, token);
  }
  const outcome = await spendToken(ctx, tx, tokenHash);
  if ('problem' in outcome) {
    if (outcome.problem === 'banned') throw new AuthError(403, 'user_banned', 'User is banned');
    throw new AuthError(403, 'otp_expired', invalid);
  }
  const session = await startSession(tx, outcome.user.id);
  return sessionResponse(tx, outcome.user, session, `${ctx.baseUrl}/auth/v1`);
}

/** GET /verify (an e-mail's ConfirmationURL): 303 to redirect_to with the session, or the error, in the fragment. */
export async function verifyRedirect(ctx: ServerContext, tx: Tx, url: URL, siteUrl: string): Promise<string> {
  const redirect = allowedRedirect(url.searchParams.get('redirect_to'), siteUrl);
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type');
  if (!isEmailTokenType(type) || !token) {
    return `${redirect}#error=access_denied&error_code=validation_failed&error_description=${encodeURIComponent('Verify requires a token and a supported type')}`;
  }
  const outcome = await spendToken(ctx, tx, token);
  if ('problem' in outcome) {
    const code = outcome.problem === 'banned' ? 'user_banned' : 'otp_expired';
    const description = outcome.problem === 'banned' ? 'User is banned' : 'Email link is invalid or has expired';
    return `${redirect}#error=access_denied&error_code=${code}&error_description=${encodeURIComponent(description)}`;
  }
  const session = (await sessionResponse(tx, outcome.user, await startSession(tx, outcome.user.id), `${ctx.baseUrl}/auth/v1`)) as Record<string, unknown>;
  const fragment = new URLSearchParams({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    token_type: 'bearer',
    type: reportedType(type),
  });
  return `${redirect}#${fragment.toString()}`;
}
