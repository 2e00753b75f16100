// The database side of the deposit, as the service role: one document about a
// campaign (public.deposit_context), the Checkout Session kept
// (public.save_deposit_checkout), and the same for one invoice
// (public.invoice_checkout_context, public.save_invoice_checkout, the one an
// e-mail's pay link names: public.invoice_pay_link), each webhook event stored once and applied
// (public.apply_stripe_event), the card charges a refund reads
// (public.deposit_refund_context), and the unpaid release with its notices. The
// functions all answer jsonb, so the deployed client (supabase-js) and the
// local backend's call them the same way.

import type { DepositBooking } from './deposit.ts';
import { StoreError, type RpcClient } from './lead-supabase-store.ts';

export interface DepositCheckoutRow {
  id: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  expires_at: string;
  amount_total_cents: number;
}

export interface DepositContext {
  campaign_id: string;
  reference: string;
  status: string;
  email: string | null;
  deposit_due_at: string | null;
  paid_cents: number;
  /** The campaign ledger's amount due now (public.campaign_ledger): what Checkout asks, never more. */
  due_now_cents: number;
  /** Of which HST (each invoice's own share). */
  due_now_hst_cents: number;
  /** The earliest unpaid invoice's due date ('YYYY-MM-DD'), null with nothing owed. */
  next_due_on: string | null;
  bookings: DepositBooking[];
  checkout: DepositCheckoutRow | null;
  /** The request's latest card hold (public.card_holds), null without one. */
  card_hold?: { id: string; status: string; amount_cents: number; authorisation_ends_at: string | null } | null;
}

/** What one invoice's Checkout is made from (public.invoice_checkout_context). */
export interface InvoiceCheckoutContext {
  invoice_id: string;
  number: string;
  campaign_id: string;
  reference: string;
  status: string;
  email: string | null;
  voided: boolean;
  /** What is left to pay of the invoice (its summary's balance, never below zero): what its Checkout asks, never more. */
  balance_cents: number;
  /** Of which HST (the invoice's own share). */
  balance_hst_cents: number;
  checkout: DepositCheckoutRow | null;
}

export interface SavedCheckout {
  campaignId: string;
  id: string;
  url: string;
  amountTotalCents: number;
  currency: string;
  expiresAt: Date;
}

export interface UnpaidReleaseNotice {
  campaign_id: string;
  reference: string;
  name: string;
  email: string | null;
  released_at: string;
  boards: string[];
}

/** A card charge of the campaign: what was paid and what Stripe has refunded of it so far. */
export interface RefundableCharge {
  payment_intent: string;
  paid_cents: number;
  refunded_cents: number;
}

export interface DepositRefundContext {
  campaign_id: string;
  reference: string;
  status: string;
  charges: RefundableCharge[];
}

export interface AppliedEvent {
  outcome: string;
  /** Checkout Session ids to close at Stripe. */
  close: string[];
}

export interface DepositStore {
  context(campaignId: string): Promise<DepositContext | null>;
  /** Keeps the session; answers the one kept, which is another already open for the same amount when two were made at once. */
  saveCheckout(checkout: SavedCheckout): Promise<{ id: string; url: string; expires_at: string } | null>;
  invoiceContext(invoiceId: string): Promise<InvoiceCheckoutContext | null>;
  /** The invoice an e-mail's pay link's token names (public.invoice_pay_link), or null for a token that is not one. */
  payLinkInvoice(token: string): Promise<string | null>;
  /** As saveCheckout, one open session per invoice and amount. */
  saveInvoiceCheckout(invoiceId: string, checkout: Omit<SavedCheckout, 'campaignId'>): Promise<{ id: string; url: string; expires_at: string } | null>;
  /**
   * Stores the event once by id and applies it; answers what it did ('duplicate' for a replay) and the
   * campaign's open Checkout Sessions a payment just made stale (their amount no longer what they are for).
   */
  applyEvent(event: { id: string; type: string; object: unknown; created: Date }): Promise<AppliedEvent>;
  refundContext(campaignId: string): Promise<DepositRefundContext | null>;
  releaseUnpaid(): Promise<number>;
  releaseNotices(limit: number): Promise<UnpaidReleaseNotice[]>;
  finishReleaseNotice(campaignId: string): Promise<void>;
}

async function call<T>(db: RpcClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw new StoreError(fn, error);
  return data as T;
}

export function createDepositStore(db: RpcClient): DepositStore {
  return {
    context: (campaignId) => call<DepositContext | null>(db, 'deposit_context', { p_campaign: campaignId }),
    saveCheckout(c) {
      return call<{ id: string; url: string; expires_at: string } | null>(db, 'save_deposit_checkout', {
        p_campaign: c.campaignId,
        p_id: c.id,
        p_url: c.url,
        p_amount_total_cents: c.amountTotalCents,
        p_currency: c.currency,
        p_expires_at: c.expiresAt.toISOString(),
      });
    },
    invoiceContext: (invoiceId) => call<InvoiceCheckoutContext | null>(db, 'invoice_checkout_context', { p_invoice: invoiceId }),
    async payLinkInvoice(token) {
      const link = await call<{ invoice_id: string } | null>(db, 'invoice_pay_link', { p_token: token });
      return link?.invoice_id ?? null;
    },
    saveInvoiceCheckout(invoiceId, c) {
      return call<{ id: string; url: string; expires_at: string } | null>(db, 'save_invoice_checkout', {
        p_invoice: invoiceId,
        p_id: c.id,
        p_url: c.url,
        p_amount_total_cents: c.amountTotalCents,
        p_currency: c.currency,
        p_expires_at: c.expiresAt.toISOString(),
      });
    },
    async applyEvent(event) {
      const result = await call<{ outcome: string; close?: string[] }>(db, 'apply_stripe_event', {
        p_id: event.id,
        p_type: event.type,
        p_object: event.object,
        p_created: event.created.toISOString(),
      });
      return { outcome: result.outcome, close: result.close ?? [] };
    },
    refundContext: (campaignId) => call<DepositRefundContext | null>(db, 'deposit_refund_context', { p_campaign: campaignId }),
    async releaseUnpaid() {
      return (await call<{ released: number }>(db, 'release_unpaid_campaigns', {})).released;
    },
    releaseNotices: (limit) => call<UnpaidReleaseNotice[]>(db, 'unpaid_release_notices', { p_limit: limit }),
    async finishReleaseNotice(campaignId) {
      await call(db, 'finish_unpaid_release_notice', { p_campaign: campaignId });
    },
  };
}
