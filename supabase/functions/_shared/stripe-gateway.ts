// The one module over Stripe's official package: a deposit's or an invoice's
// Checkout Session made, read back and closed, a booking request's deposit
// authorised (Checkout with manual capture) then captured or cancelled, a card
// payment refunded, and an incoming webhook's signature checked
// with the package's own scheme. Everything else talks to this, never to
// Stripe. Deployed, it talks to api.stripe.com; on our machines STRIPE_API_BASE
// points it at the local stand-in (supabase/local/stripe), which answers the
// same calls with Stripe's shapes.
//
// 'stripe' resolves through deno.json (npm:stripe) in Deno and through
// node_modules in Node. Its fetch client and Web Crypto provider are used in
// both, so the two runtimes run the same code.

import Stripe from 'stripe';
import type { EnvReader } from './function-secrets.ts';
import type { TaxedAmount } from './tax.ts';
import { DEPOSIT, TAX } from './sale-rules.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is, when not Stripe's own (the local stand-in), e.g. http://127.0.0.1:54321 */
  apiBase?: string;
}

/** The Stripe settings of the function secrets, or null when no key is set (the site then works without online payment). */
export function stripeSettingsFrom(env: EnvReader): StripeSettings | null {
  const secretKey = env.get('STRIPE_SECRET_KEY')?.trim();
  if (!secretKey) return null;
  return {
    secretKey,
    webhookSecret: env.get('STRIPE_WEBHOOK_SECRET')?.trim() ?? '',
    apiBase: env.get('STRIPE_API_BASE')?.trim() || undefined,
  };
}

export interface DepositCheckoutRequest {
  campaignId: string;
  reference: string;
  email: string | null;
  amount: TaxedAmount;
  successUrl: string;
  cancelUrl: string;
}

/** One invoice's balance: its own Checkout, which the webhook records against that invoice. */
export interface InvoiceCheckoutRequest {
  campaignId: string;
  invoiceId: string;
  /** The invoice's number, INV-2026-0001. */
  number: string;
  email: string | null;
  amount: TaxedAmount;
  successUrl: string;
  cancelUrl: string;
}

/** A booking request's deposit, authorised on the card and charged only when the staff confirm. */
export interface CardHoldCheckoutRequest {
  campaignId: string;
  reference: string;
  email: string | null;
  amount: TaxedAmount;
  successUrl: string;
  cancelUrl: string;
}

/** A capture or a cancellation of an authorised PaymentIntent, asked once per key (a retry answers the first call again). */
export interface PaymentIntentCall {
  paymentIntent: string;
  idempotencyKey: string;
}

/** What we keep of a Checkout Session. */
export interface CheckoutSessionSummary {
  id: string;
  url: string | null;
  /** 'open', 'complete' or 'expired'. */
  status: string | null;
  paymentStatus: string;
  amountTotalCents: number | null;
  currency: string | null;
  expiresAt: Date;
  campaignId: string | null;
}

export type StripeEvent = Stripe.Event;

export interface RefundRequest {
  paymentIntent: string;
  amountCents: number;
  campaignId: string;
  /** The same key for the same refund: a repeated request (a double click, a retry) refunds once. */
  idempotencyKey: string;
}

/** What we keep of a Refund: Stripe's id and state ('pending', 'succeeded', 'failed', ...). */
export interface RefundSummary {
  id: string;
  amountCents: number;
  status: string | null;
}

export interface StripeGateway {
  createDepositCheckout(request: DepositCheckoutRequest): Promise<CheckoutSessionSummary>;
  createInvoiceCheckout(request: InvoiceCheckoutRequest): Promise<CheckoutSessionSummary>;
  /** Checkout for a request's deposit with the card authorised, not charged (payment_intent_data.capture_method = 'manual'). */
  createCardHoldCheckout(request: CardHoldCheckoutRequest): Promise<CheckoutSessionSummary>;
  /** Charges an authorised PaymentIntent; payment_intent.succeeded tells when it is done. Answers its status. */
  capturePayment(call: PaymentIntentCall): Promise<string>;
  /** Releases an authorised PaymentIntent; payment_intent.canceled tells when it is done. Answers its status. */
  cancelPayment(call: PaymentIntentCall): Promise<string>;
  retrieveSession(id: string): Promise<CheckoutSessionSummary>;
  /** Closes an open session, so a link for an amount no longer due cannot be paid. */
  expireSession(id: string): Promise<CheckoutSessionSummary>;
  /** Asks Stripe to refund part or all of a card payment; the charge.refunded event tells when it is done. */
  refundPayment(request: RefundRequest): Promise<RefundSummary>;
  /** The event, once its Stripe-Signature header checks out against the webhook secret; throws otherwise. */
  verifyEvent(payload: string, signature: string | null): Promise<StripeEvent>;
}

/**
 * What leaves the gateway when a call to Stripe fails (no answer, or an error
 * answer): its message names the call and Stripe's error type only, never
 * Stripe's own words, which are for our logs (the cause) and not for an
 * advertiser's screen or e-mail.
 */
export class StripeCallError extends Error {
  override readonly name = 'StripeCallError';
  constructor(call: string, cause: unknown) {
    const type = (cause as { type?: unknown } | null)?.type;
    const status = (cause as { statusCode?: unknown } | null)?.statusCode;
    super(`Stripe ${call} failed (${typeof type === 'string' ? type : 'no answer'}${typeof status === 'number' ? ` ${status}` : ''})`, { cause });
  }
}

async function calling<T>(call: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new StripeCallError(call, err);
  }
}

function summary(session: Stripe.Checkout.Session): CheckoutSessionSummary {
  return {
    id: session.id,
    url: session.url,
    status: session.status,
    paymentStatus: session.payment_status,
    amountTotalCents: session.amount_total,
    currency: session.currency,
    expiresAt: new Date(session.expires_at * 1000),
    campaignId: session.metadata?.campaign_id ?? null,
  };
}

/** The client options that point the package at another base URL (host, port, protocol). */
function baseOptions(apiBase: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** An amount's two lines: what it pays and the HST on it (left out at zero, which Checkout would refuse). */
function taxedLineItems(name: string, amount: TaxedAmount): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const line = (label: string, cents: number): Stripe.Checkout.SessionCreateParams.LineItem => ({
    quantity: 1,
    price_data: { currency: DEPOSIT.currency, unit_amount: cents, product_data: { name: label } },
  });
  const lines = [line(name, amount.subtotalCents)];
  if (amount.hstCents > 0) lines.push(line(TAX.label, amount.hstCents));
  return lines;
}

/** The deposit's two lines: the deposit itself and the HST on it. */
export function depositLineItems(reference: string, amount: TaxedAmount): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return taxedLineItems(`Deposit for campaign ${reference}`, amount);
}

/** An invoice's two lines: what is left of it and the HST share of that. */
export function invoiceLineItems(number: string, amount: TaxedAmount): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return taxedLineItems(`Invoice ${number}`, amount);
}

export function createStripeGateway(settings: StripeSettings): StripeGateway {
  const stripe = new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    telemetry: false,
    ...baseOptions(settings.apiBase),
  });
  const crypto = Stripe.createSubtleCryptoProvider();
  const createCheckout = async (
    lineItems: Stripe.Checkout.SessionCreateParams.LineItem[],
    metadata: Record<string, string>,
    request: { campaignId: string; email: string | null; successUrl: string; cancelUrl: string },
    captureMethod: 'automatic' | 'manual' = 'automatic',
  ) =>
    summary(
      await calling('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          currency: DEPOSIT.currency,
          line_items: lineItems,
          metadata,
          payment_intent_data: { metadata, ...(captureMethod === 'manual' ? { capture_method: 'manual' as const } : {}) },
          client_reference_id: request.campaignId,
          ...(request.email ? { customer_email: request.email } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        }),
      ),
    );
  return {
    createDepositCheckout(request) {
      return createCheckout(depositLineItems(request.reference, request.amount), { campaign_id: request.campaignId, reference: request.reference }, request);
    },
    createInvoiceCheckout(request) {
      // metadata.invoice_id is what the webhook (public.apply_stripe_event) records the payment against.
      return createCheckout(
        invoiceLineItems(request.number, request.amount),
        { campaign_id: request.campaignId, invoice_id: request.invoiceId, reference: request.number },
        request,
      );
    },
    createCardHoldCheckout(request) {
      // metadata.card_hold marks the PaymentIntent's events as a hold's (public.apply_stripe_event); a deposit's are recorded by its session.
      return createCheckout(
        depositLineItems(request.reference, request.amount),
        { campaign_id: request.campaignId, reference: request.reference, card_hold: 'true' },
        request,
        'manual',
      );
    },
    async capturePayment(call) {
      const intent = await calling('paymentIntents.capture', () =>
        stripe.paymentIntents.capture(call.paymentIntent, {}, { idempotencyKey: call.idempotencyKey }),
      );
      return intent.status;
    },
    async cancelPayment(call) {
      const intent = await calling('paymentIntents.cancel', () =>
        stripe.paymentIntents.cancel(call.paymentIntent, { cancellation_reason: 'abandoned' }, { idempotencyKey: call.idempotencyKey }),
      );
      return intent.status;
    },
    async retrieveSession(id) {
      return summary(await calling('checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(id)));
    },
    async expireSession(id) {
      return summary(await calling('checkout.sessions.expire', () => stripe.checkout.sessions.expire(id)));
    },
    async refundPayment(request) {
      const refund = await calling('refunds.create', () =>
        stripe.refunds.create(
          {
            payment_intent: request.paymentIntent,
            amount: request.amountCents,
            reason: 'requested_by_customer',
            metadata: { campaign_id: request.campaignId },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { id: refund.id, amountCents: refund.amount, status: refund.status };
    },
    verifyEvent(payload, signature) {
      if (!settings.webhookSecret) return Promise.reject(new Error('STRIPE_WEBHOOK_SECRET is not set'));
      if (!signature) return Promise.reject(new Error('No Stripe-Signature header'));
      return stripe.webhooks.constructEventAsync(payload, signature, settings.webhookSecret, undefined, crypto);
    },
  };
}
