import { readFileSync } from 'node:fs';
import type { ServerContext } from '../context';
import type { Tx } from '../database';
import { createOutboxMailer } from '../functions/outbox-mailer';
import { AuthError } from './auth-error';
import { allowedRedirect, oneTimeCode, recoveryTokenHash, refuseWithinEmailInterval, render } from './recovery';
import { findUserByEmail } from './users';

// POST /otp for an e-mail, as hosted auth (GoTrue's Otp and MagicLink
// handlers) answers it with sign-ups off: a known, confirmed address gets one
// e-mail with a link and a six-digit code, both good once for an hour; the
// code's hash is kept where GoTrue keeps it (recovery_token, recovery_sent_at),
// so the one-a-minute limit is shared with password recovery. An address with
// no account is refused as hosted refuses it (422 otp_disabled when the caller
// said create_user: false) and no e-mail is sent; the page that asks says the
// same thing either way. The e-mail is the project's own template
// (supabase/templates/magic_link.html, also what config.toml gives hosted auth).

export const MAGIC_LINK_SUBJECT = 'Your sign-in link and code';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEMPLATE_URL = new URL('../../templates/magic_link.html', import.meta.url);

const signupsDisabled = () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');

export async function sendMagicLink(ctx: ServerContext, tx: Tx, body: Record<string, unknown>, redirectTo: string | null, siteUrl: string): Promise<unknown> {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const phone = typeof body.phone === 'string' ? body.phone.trim() : '';
  if (email && phone) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided');
  if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  // GoTrue's create_user defaults to true: then an unknown address would be signed up, which this project forbids.
  const createUser = body.create_user !== false;
  if (!createUser && (!email || !EMAIL_PATTERN.test(email))) {
    // GoTrue checks the address while deciding whether to create a user, and answers any failure there alike.
    throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  }
  if (!email) throw new AuthError(400, 'validation_failed', 'One of email or phone must be set');
  if (!EMAIL_PATTERN.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');

  const user = await findUserByEmail(tx, email);
  if (!user) {
    if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    throw signupsDisabled();
  }
  // An unconfirmed user would be "signed up again" by GoTrue, which sign-ups being off refuses.
  if (!user.email_confirmed_at) throw signupsDisabled();

  await refuseWithinEmailInterval(tx, user.id);
  const address = user.email ?? email;
  const code = oneTimeCode();
  const tokenHash = recoveryTokenHash(address, code);
  await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1', [user.id, tokenHash]);
  const redirect = allowedRedirect(redirectTo, siteUrl);
  const confirmationUrl = `${ctx.baseUrl}/auth/v1/verify?token=${tokenHash}&type=magiclink&redirect_to=${encodeURIComponent(redirect)}`;
  const html = render(readFileSync(TEMPLATE_URL, 'utf8'), {
    Email: address,
    Token: code,
    TokenHash: tokenHash,
    SiteURL: siteUrl,
    RedirectTo: redirect,
    ConfirmationURL: confirmationUrl,
  });
  const link = `${redirect}?token_hash=${tokenHash}&type=magiclink`;
  try {
    await createOutboxMailer(ctx.outboxDir, ctx.mailer).send({
      to: address,
      subject: MAGIC_LINK_SUBJECT,
      html,
      text: `Sign in as ${address}: ${link}\nOr type this code on the sign-in page: ${code}\nThe link and the code work once, for one hour.`,
    });
  } catch {
    // Thrown inside the transaction: the code is not kept for an e-mail that never left.
    throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email');
  }
  return {};
}
