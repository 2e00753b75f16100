// The newsletter store deployed: the database functions of the double
// opt-in migration through supabase-js with the service role. The local
// backend calls the same SQL directly.

import type { NewsletterStore, PendingConfirmation, SubscriptionOutcome } from './newsletter-subscription.ts';

interface ApiError {
  message: string;
  code?: string;
}

/** The slice of a supabase-js client the store uses. */
export interface NewsletterRpcClient {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: ApiError | null }>;
}

function fail(fn: string, error: ApiError): never {
  throw new Error(`${fn}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
}

export interface RequestRow {
  outcome: string;
  id: string | null;
}

export function requestResult(row: RequestRow | undefined): { outcome: SubscriptionOutcome; id: string | null } {
  if (!row || (row.outcome !== 'send' && row.outcome !== 'quiet' && row.outcome !== 'rate_limited')) {
    throw new Error(`request_newsletter_subscription: unexpected answer ${JSON.stringify(row)}`);
  }
  return { outcome: row.outcome, id: row.id };
}

export interface ClaimRow {
  id: string;
  email: string;
  confirm_token: string;
  unsubscribe_token: string;
}

export function pendingFromRow(row: ClaimRow | undefined): PendingConfirmation | null {
  return row ? { id: row.id, email: row.email, confirmToken: row.confirm_token, unsubscribeToken: row.unsubscribe_token } : null;
}

export function createSupabaseNewsletterStore(db: NewsletterRpcClient): NewsletterStore {
  return {
    async request(email, consent, clientAddress, rateLimit) {
      const { data, error } = await db.rpc('request_newsletter_subscription', {
        p_email: email,
        p_consent_text: consent.text,
        p_consent_page: consent.page,
        p_client_address: clientAddress,
        p_rate_max: rateLimit.max,
        p_rate_window_seconds: rateLimit.windowSeconds,
      });
      if (error) fail('request_newsletter_subscription', error);
      return requestResult((data as RequestRow[] | null)?.[0]);
    },
    async claim(id) {
      const { data, error } = await db.rpc('claim_newsletter_confirmation', { p_id: id });
      if (error) fail('claim_newsletter_confirmation', error);
      return pendingFromRow((data as ClaimRow[] | null)?.[0]);
    },
    async finish(id, message) {
      const { error } = await db.rpc('finish_newsletter_confirmation', { p_id: id, p_error: message });
      if (error) fail('finish_newsletter_confirmation', error);
    },
    async due(maxAttempts, limit) {
      const { data, error } = await db.rpc('newsletter_confirmations_due', { p_max_attempts: maxAttempts, p_limit: limit });
      if (error) fail('newsletter_confirmations_due', error);
      return (data as string[] | null) ?? [];
    },
  };
}
