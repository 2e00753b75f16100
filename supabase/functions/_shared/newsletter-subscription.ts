// The newsletter's double opt-in, shared by the newsletter function and the
// contact function's newsletter box: the database stores the request with its
// consent record and decides whether a confirmation e-mail is due (at most one
// an hour for a pending address, none for a subscribed one); the e-mail's
// delivery is claimed, recorded and retried on later calls of the newsletter function.
//
// Whatever the database decided, the caller answers the same way, so the
// answer never tells a stranger whether an address is on the list.

import { buildConfirmationEmail } from './newsletter-emails.ts';
import type { Mailer } from './mailer.ts';
import { recordedError } from './recorded-error.ts';

export interface NewsletterRateLimit {
  max: number;
  windowSeconds: number;
}

/** Ten addresses an hour per client address: a household or office is fine, a list of strangers is not. */
export const NEWSLETTER_RATE_LIMIT: NewsletterRateLimit = { max: 10, windowSeconds: 60 * 60 };

/** Automatic attempts per confirmation e-mail, and how many earlier ones one call retries. */
export const MAX_CONFIRMATION_ATTEMPTS = 8;
export const CONFIRMATION_RETRIES_PER_CALL = 3;

export interface ConsentRecord {
  /** The exact wording the form showed. */
  text: string;
  /** Where the form was. */
  page: string;
}

export type SubscriptionOutcome = 'send' | 'quiet' | 'rate_limited';

export interface PendingConfirmation {
  id: string;
  email: string;
  confirmToken: string;
  unsubscribeToken: string;
}

export interface NewsletterStore {
  request(
    email: string,
    consent: ConsentRecord,
    clientAddress: string | null,
    rateLimit: NewsletterRateLimit,
  ): Promise<{ outcome: SubscriptionOutcome; id: string | null }>;
  /** Claims a due confirmation e-mail for one attempt; null when sent, being sent, or no longer pending. */
  claim(id: string): Promise<PendingConfirmation | null>;
  finish(id: string, error: string | null): Promise<void>;
  due(maxAttempts: number, limit: number): Promise<string[]>;
}

export interface NewsletterDeps {
  store: NewsletterStore;
  mailer: Mailer;
  /** The site's origin, for the links (no trailing slash). */
  siteUrl: string;
  rateLimit: NewsletterRateLimit;
  logError: (message: string, detail?: unknown) => void;
}

/** One attempt at a confirmation e-mail: 'sent', 'failed' (recorded for retry) or 'busy' (nothing to send). */
async function deliverConfirmation(deps: NewsletterDeps, id: string): Promise<'sent' | 'failed' | 'busy'> {
  const pending = await deps.store.claim(id);
  if (!pending) return 'busy';
  try {
    await deps.mailer.send(
      buildConfirmationEmail({
        to: pending.email,
        siteUrl: deps.siteUrl,
        confirmToken: pending.confirmToken,
        unsubscribeToken: pending.unsubscribeToken,
      }),
    );
  } catch (err) {
    deps.logError(`newsletter: confirmation e-mail for subscriber ${id} failed`, err);
    await deps.store.finish(id, recordedError(err));
    return 'failed';
  }
  await deps.store.finish(id, null);
  return 'sent';
}

/** Confirmation e-mails that failed before and are due again (the database decides the backoff). */
export async function retryDueConfirmations(deps: NewsletterDeps): Promise<void> {
  const due = await deps.store.due(MAX_CONFIRMATION_ATTEMPTS, CONFIRMATION_RETRIES_PER_CALL);
  for (const id of due) {
    if ((await deliverConfirmation(deps, id)) === 'failed') break;
  }
}

/**
 * Asks for `email` to be subscribed. 'ok' whether a confirmation went out,
 * was not due, or failed (then it is retried later): the visitor's answer is
 * the same. 'rate_limited' when the client address asked for too many.
 */
export async function requestSubscription(
  deps: NewsletterDeps,
  email: string,
  consent: ConsentRecord,
  clientAddress: string | null,
): Promise<'ok' | 'rate_limited'> {
  const { outcome, id } = await deps.store.request(email, consent, clientAddress, deps.rateLimit);
  if (outcome === 'rate_limited') return 'rate_limited';
  let delivery: 'sent' | 'failed' | 'busy' = 'busy';
  if (outcome === 'send' && id) {
    delivery = await deliverConfirmation(deps, id).catch((err: unknown) => {
      deps.logError(`newsletter: confirmation of subscriber ${id} could not be recorded`, err);
      return 'failed' as const;
    });
  }
  if (delivery !== 'failed') {
    await retryDueConfirmations(deps).catch((err: unknown) => deps.logError('newsletter: retrying earlier confirmations failed', err));
  }
  return 'ok';
}
