// One invoice paid online: a Checkout URL for what is left of that invoice
// (never more), the open session while it is still good and for the same
// amount, a new one otherwise. The webhook records the payment against the
// invoice (metadata.invoice_id); the deposit's own Checkout is stripe-deposit.ts.
// From the account page the caller's sign-in decides the campaign; from an
// e-mail's pay link the database decides the one invoice its token names.

import { checkoutReturnUrl } from './checkout-return.ts';
import { invoicePayUrl } from './invoice-links.ts';
import { accountCampaignUrl, MIN_REMAINING_MS, type DepositCheckoutResult, type DepositDeps } from './stripe-deposit.ts';
import type { InvoiceCheckoutContext } from './stripe-deposit-store.ts';
import type { TaxedAmount } from './tax.ts';

/** What is left of the invoice, split into its subtotal and HST for Checkout's lines. */
export function invoiceAmountLeft(context: Pick<InvoiceCheckoutContext, 'balance_cents' | 'balance_hst_cents'>): TaxedAmount {
  const total = Math.max(0, context.balance_cents);
  const hst = Math.min(Math.max(0, context.balance_hst_cents), total);
  return { subtotalCents: total - hst, hstCents: hst, totalCents: total };
}

/**
 * A Checkout URL for the invoice's balance, or why there is none. `campaignId`
 * is the campaign the caller may read: an invoice of another campaign is
 * answered as missing.
 */
export async function invoiceCheckout(deps: DepositDeps, campaignId: string, invoiceId: string): Promise<DepositCheckoutResult> {
  if (!deps.gateway) return { kind: 'unconfigured' };
  const context = await deps.store.invoiceContext(invoiceId);
  if (!context || context.campaign_id !== campaignId) return { kind: 'missing' };
  // Paid, the thank-you page shows the payment (as the deposit's does); not paid, back to the campaign.
  return checkoutForInvoice(deps, context, { successUrl: checkoutReturnUrl(deps.siteUrl), cancelUrl: accountCampaignUrl(deps.siteUrl, campaignId) });
}

/**
 * A Checkout URL for the balance of the one invoice a pay link's token names
 * (public.invoice_pay_link), for whoever holds it, signed in or not. Paid, it
 * thanks them on the return page (the session's id proves the payment); not
 * paid, back to the pay link.
 */
export async function invoicePayLinkCheckout(deps: DepositDeps, token: string): Promise<DepositCheckoutResult> {
  if (!deps.gateway) return { kind: 'unconfigured' };
  const invoiceId = await deps.store.payLinkInvoice(token);
  const context = invoiceId ? await deps.store.invoiceContext(invoiceId) : null;
  if (!context) return { kind: 'missing' };
  return checkoutForInvoice(deps, context, { successUrl: checkoutReturnUrl(deps.siteUrl), cancelUrl: invoicePayUrl(deps.siteUrl, token) });
}

async function checkoutForInvoice(
  deps: DepositDeps,
  context: InvoiceCheckoutContext,
  returns: { successUrl: string; cancelUrl: string },
): Promise<DepositCheckoutResult> {
  if (!deps.gateway) return { kind: 'unconfigured' };
  const invoiceId = context.invoice_id;
  if (context.voided) return { kind: 'not_payable' };
  const amount = invoiceAmountLeft(context);
  const open = context.checkout;
  if (amount.totalCents <= 0) {
    // Paid meanwhile (another way, or another of its links): a link still open must not take the money again.
    if (open && open.status === 'open') await deps.gateway.expireSession(open.id).catch(() => undefined);
    return { kind: 'paid' };
  }
  if (open && open.status === 'open') {
    if (open.amount_total_cents !== amount.totalCents) {
      // Part of it was paid or credited since: the old link must not take the old amount.
      await deps.gateway.expireSession(open.id).catch(() => undefined);
    } else if (new Date(open.expires_at).getTime() - deps.now().getTime() > MIN_REMAINING_MS) {
      const current = await deps.gateway.retrieveSession(open.id);
      if (current.status === 'open' && current.url) return { kind: 'ok', url: current.url, expiresAt: current.expiresAt, amount };
    }
  }
  const session = await deps.gateway.createInvoiceCheckout({
    campaignId: context.campaign_id,
    invoiceId,
    number: context.number,
    email: context.email,
    amount,
    ...returns,
  });
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
  const kept = await deps.store.saveInvoiceCheckout(invoiceId, {
    id: session.id,
    url: session.url,
    amountTotalCents: session.amountTotalCents ?? amount.totalCents,
    currency: session.currency ?? 'cad',
    expiresAt: session.expiresAt,
  });
  if (kept && kept.id !== session.id) {
    // Another request opened one for the same amount at the same moment: that one is the invoice's, so this one cannot be paid too.
    await deps.gateway.expireSession(session.id).catch(() => undefined);
    return { kind: 'ok', url: kept.url, expiresAt: new Date(kept.expires_at), amount };
  }
  return { kind: 'ok', url: session.url, expiresAt: session.expiresAt, amount };
}
