// The local checkout page a Checkout Session's url leads to (Stripe's hosted
// page stands here): GET /stripe/checkout/:id shows what is paid for, and its
// "Pay" button (POST /stripe/checkout/:id/pay) marks the session paid, sends
// checkout.session.completed to our webhook signed as Stripe signs it, and
// goes on to the session's success_url, as Checkout does (with the session's
// id in place of the URL's {CHECKOUT_SESSION_ID}).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { escapeHtml } from '../../functions/_shared/email-html';
import { formatCents } from '../../functions/_shared/money';
import { expireIfDue, publicSession } from './api';
import { deliverEvent, stripeEvent } from './events';
import { authoriseSession } from './payment-intents';
import { stripeId, type StandInSession } from './state';

// An empty icon: without one the browser asks the backend for /favicon.ico and logs
// its 404 as a console error, which the browser tests count as a failure.
function sendHtml(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local checkout</title><link rel="icon" href="data:,"></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;">
<p><strong>Local Stripe stand-in</strong>: no card is charged.</p>${body}</body></html>`);
}

function checkoutPage(session: StandInSession): string {
  const lines = session.line_items_data.map(
    (l) => `<tr><td>${escapeHtml(l.description)}</td><td style="text-align:right">${formatCents(l.amount_total)}</td></tr>`,
  );
  if (session.status !== 'open') {
    return `<h1>This checkout is ${session.status === 'complete' ? 'paid' : 'expired'}</h1>`;
  }
  return `<h1>Pay ${formatCents(session.amount_total)} ${escapeHtml(session.currency.toUpperCase())}</h1>
<table style="width:100%">${lines.join('')}<tr><th style="text-align:left">Total</th><th style="text-align:right">${formatCents(session.amount_total)}</th></tr></table>
<form method="post" action="/stripe/checkout/${encodeURIComponent(session.id)}/pay"><button type="submit">Pay</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ''}`;
}

/** Marks an open session paid (with a payment intent and its charge), or its card authorised when its capture is manual, and tells our webhook. */
export async function paySession(ctx: ServerContext, session: StandInSession): Promise<number> {
  if (session.capture_method === 'manual') return authoriseSession(ctx, session);
  const paymentIntent = stripeId('pi');
  session.status = 'complete';
  session.payment_status = 'paid';
  session.payment_intent = paymentIntent;
  session.url = null;
  ctx.stripe.charges.set(paymentIntent, {
    id: stripeId('ch'),
    amount: session.amount_total,
    currency: session.currency,
    refunded: 0,
    created: Math.floor(Date.now() / 1000),
  });
  return deliverEvent(ctx, stripeEvent('checkout.session.completed', publicSession(session)));
}

/** /stripe/checkout/:id and /stripe/checkout/:id/pay */
export async function handleCheckoutPage(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  req.resume();
  const match = /^\/stripe\/checkout\/([A-Za-z0-9_]+)(\/pay)?$/.exec(pathname);
  const session = match ? ctx.stripe.sessions.get(match[1]!) : undefined;
  if (!match || !session) return sendHtml(res, 404, '<h1>No such checkout</h1>');
  if (expireIfDue(session)) await deliverEvent(ctx, stripeEvent('checkout.session.expired', publicSession(session)));
  if (!match[2]) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendHtml(res, 405, '<h1>Use GET</h1>');
    return sendHtml(res, 200, checkoutPage(session));
  }
  if (req.method !== 'POST') return sendHtml(res, 405, '<h1>Use POST</h1>');
  if (session.status !== 'open') return sendHtml(res, 409, checkoutPage(session));
  const status = await paySession(ctx, session);
  if (status >= 300) return sendHtml(res, 502, `<h1>Paid, but the site's webhook answered ${status}</h1>`);
  res.writeHead(303, { Location: (session.success_url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', session.id) });
  res.end();
}
