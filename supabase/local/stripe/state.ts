// What the local Stripe stand-in remembers: its Checkout Sessions (in memory,
// cleared by a reset, as a test-mode account's data would be to the site),
// whether the backend runs with Stripe configured, and the site's origin.
import { randomBytes } from 'node:crypto';
import { LOCAL_SITE_URL } from './keys';
import type { StandInPaymentIntent } from './payment-intents';

/** A Checkout Session in Stripe's shape (the fields of Stripe.Checkout.Session this site or a reader of it may use). */
export type StandInSession = Record<string, unknown> & {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  expires_at: number;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  line_items_data: { description: string; amount_total: number; currency: string }[];
  /** payment_intent_data[capture_method]: 'manual' authorises the card when paid, and a capture charges it. */
  capture_method: 'automatic' | 'manual';
  /** payment_intent_data[metadata]: the PaymentIntent's own metadata. */
  payment_intent_metadata: Record<string, string>;
};

/**
 * How the stand-in's API fails while a test says so: 'down' closes every
 * connection unanswered (Stripe unreachable); an answer is sent as Stripe
 * sends its errors, e.g. 500 with { error: { type: 'api_error', message } }.
 */
export type StandInFailure = 'down' | { status: number; type: string; message: string };

export interface LocalStripeState {
  /** With false, the functions run as without STRIPE_SECRET_KEY (no online payment). */
  configured: boolean;
  /** Null while the API answers; a reset clears it. */
  failure: StandInFailure | null;
  siteUrl: string;
  /** This backend's own address, where the functions call the stand-in's API (not publicUrl, which may name another backend). */
  apiUrl: string;
  sessions: Map<string, StandInSession>;
  /** Charges made by paid sessions, by payment intent. */
  charges: Map<string, { id: string; amount: number; currency: string; refunded: number; created: number }>;
  /** Refunds made, by the Idempotency-Key they were asked with. */
  refunds: Map<string, Record<string, unknown>>;
  /** PaymentIntents of manual-capture sessions, by id. */
  paymentIntents: Map<string, StandInPaymentIntent>;
  /** Captures and cancellations answered, by the Idempotency-Key they were asked with. */
  intentCalls: Map<string, { status: number; body: unknown }>;
}

export function newStripeState(apiUrl: string, siteUrl = LOCAL_SITE_URL): LocalStripeState {
  return {
    configured: true,
    failure: null,
    siteUrl,
    apiUrl,
    sessions: new Map(),
    charges: new Map(),
    refunds: new Map(),
    paymentIntents: new Map(),
    intentCalls: new Map(),
  };
}

/** An id in Stripe's style: prefix, underscore, random letters and digits. */
export function stripeId(prefix: string, length = 24): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `${prefix}_${[...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}
