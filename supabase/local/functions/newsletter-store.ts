import type { LocalDatabase, Tx } from '../database';
import { NEWSLETTER_RATE_LIMIT, type NewsletterDeps, type NewsletterStore } from '../../functions/_shared/newsletter-subscription';
import { pendingFromRow, requestResult, type ClaimRow, type RequestRow } from '../../functions/_shared/newsletter-supabase-store';
import type { ServerContext } from '../context';
import { createOutboxMailer } from './outbox-mailer';

const SERVICE_CLAIMS = { role: 'service_role' };

/** The deployed newsletter store's behaviour here: the same database functions, called as the service role. */
export function createLocalNewsletterStore(db: LocalDatabase): NewsletterStore {
  const asService = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => db.asRole('service_role', SERVICE_CLAIMS, { readOnly: false }, fn);
  return {
    async request(email, consent, clientAddress, rateLimit) {
      const { rows } = await asService((tx) =>
        tx.query<RequestRow>('select outcome, id::text as id from public.request_newsletter_subscription($1, $2, $3, $4, $5, $6)', [
          email,
          consent.text,
          consent.page,
          clientAddress,
          rateLimit.max,
          rateLimit.windowSeconds,
        ]),
      );
      return requestResult(rows[0]);
    },
    async claim(id) {
      const { rows } = await asService((tx) =>
        tx.query<ClaimRow>(
          'select id::text as id, email, confirm_token::text as confirm_token, unsubscribe_token::text as unsubscribe_token from public.claim_newsletter_confirmation($1::uuid)',
          [id],
        ),
      );
      return pendingFromRow(rows[0]);
    },
    async finish(id, error) {
      await asService((tx) => tx.query('select public.finish_newsletter_confirmation($1::uuid, $2)', [id, error]));
    },
    async due(maxAttempts, limit) {
      const { rows } = await asService((tx) =>
        tx.query<{ id: string }>('select id::text as id from public.newsletter_confirmations_due($1, $2) as id', [maxAttempts, limit]),
      );
      return rows.map((r) => r.id);
    },
  };
}

/**
 * The newsletter's dependencies on this backend: the outbox for the e-mail,
 * and this backend's site URL in its links, as every function's e-mail has.
 */
export function localNewsletterDeps(ctx: ServerContext): NewsletterDeps {
  return {
    store: createLocalNewsletterStore(ctx.db),
    mailer: createOutboxMailer(ctx.outboxDir, ctx.mailer),
    siteUrl: ctx.siteUrl,
    rateLimit: NEWSLETTER_RATE_LIMIT,
    logError: () => undefined,
  };
}
