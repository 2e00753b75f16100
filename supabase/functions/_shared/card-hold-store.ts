// The database side of a booking request's card hold, as the service role:
// the request a browser's token names (public.card_hold_request), the
// Checkout Session kept (public.save_card_hold), and the calls to Stripe the
// staff's decisions asked for, claimed and finished by the card-holds job
// (public.claim_card_hold_calls, public.finish_card_hold_call). The events
// are applied with the deposit's (public.apply_stripe_event).

import { StoreError, type RpcClient } from './lead-supabase-store.ts';
import type { SavedCheckout } from './stripe-deposit-store.ts';

/** A capture or a release of one hold, due now. */
export interface CardHoldCall {
  /** The hold's Checkout Session id. */
  id: string;
  campaign_id: string;
  payment_intent: string;
  amount_cents: number;
  /** Including this one. */
  attempts: number;
  action: 'capture' | 'cancel';
}

export interface KeptCardHold {
  id: string;
  url: string | null;
  expires_at: string;
  status: string;
}

export interface CardHoldStore {
  /** The open request a browser's token names, or null. */
  requestOf(token: string): Promise<string | null>;
  /** Keeps the session as the request's hold; answers the hold kept (another already in play), or null when the request is no longer open. */
  save(checkout: SavedCheckout): Promise<KeptCardHold | null>;
  claimCalls(limit: number, leaseSeconds: number): Promise<CardHoldCall[]>;
  /** Null error: the call was made, and Stripe's event records what it did. */
  finishCall(id: string, error: string | null): Promise<void>;
}

async function call<T>(db: RpcClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw new StoreError(fn, error);
  return data as T;
}

export function createCardHoldStore(db: RpcClient): CardHoldStore {
  return {
    requestOf: (token) => call<string | null>(db, 'card_hold_request', { p_token: token }),
    save: (c) =>
      call<KeptCardHold | null>(db, 'save_card_hold', {
        p_campaign: c.campaignId,
        p_id: c.id,
        p_url: c.url,
        p_amount_cents: c.amountTotalCents,
        p_currency: c.currency,
        p_expires_at: c.expiresAt.toISOString(),
      }),
    async claimCalls(limit, leaseSeconds) {
      return (await call<CardHoldCall[] | null>(db, 'claim_card_hold_calls', { p_limit: limit, p_lease_seconds: leaseSeconds })) ?? [];
    },
    async finishCall(id, error) {
      await call(db, 'finish_card_hold_call', { p_id: id, p_error: error });
    },
  };
}
