import { getSupabase, getSupabaseJs } from '@/lib/supabase-lazy';

export const REQUEST_CHECKOUT_FUNCTION = 'request-checkout';

/**
 * Where the request's card step leads: Stripe's Checkout; none because online
 * payment is not configured (503); none because the request can no longer hold
 * a card (409, the function's words: decided, or already held); or a failure
 * that another try may get past.
 */
export type CardHoldCheckout =
  { kind: 'checkout'; url: string } | { kind: 'unconfigured' } | { kind: 'closed'; message: string | null } | { kind: 'failed'; message: string | null };

/** A Checkout that holds the stored request's deposit on the card (its token, from the contact function's answer, is the proof). */
export async function openCardHoldCheckout(token: string): Promise<CardHoldCheckout> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ url?: unknown }>(REQUEST_CHECKOUT_FUNCTION, { body: { correction_token: token } });
  if (!error) return typeof data?.url === 'string' ? { kind: 'checkout', url: data.url } : { kind: 'failed', message: null };
  const { FunctionsHttpError } = await getSupabaseJs();
  if (!(error instanceof FunctionsHttpError)) return { kind: 'failed', message: null };
  const response = error.context as Response;
  if (response.status === 503) return { kind: 'unconfigured' };
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const message = typeof body?.error === 'string' ? body.error : null;
  return response.status === 409 ? { kind: 'closed', message } : { kind: 'failed', message };
}
