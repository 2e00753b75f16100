// A fresh Checkout URL for a campaign's deposit, for the advertiser's account
// page ("Pay the deposit") and the staff: the open session while it is still
// good, a new one once it expired. POST { campaign_id }; with an invoice_id
// too, a Checkout for that invoice's balance ("Pay this invoice"), which the
// webhook records against it. Only for a caller who
// may read the campaign (its advertiser, signed in, or the admin): their own
// token is checked by the database's row-level security.
// POST { pay_token } (an invoice e-mail's pay link, signed in or not): a
// Checkout for the balance of the one invoice the database says the token
// names, and nothing else.
// POST { available: true } answers { available } alone: whether online
// payment is configured, so a page without it shows no pay button at all.

import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { depositCheckout, type DepositDeps } from '../_shared/stripe-deposit.ts';
import { isUuid } from '../_shared/is-uuid.ts';
import { invoiceCheckout, invoicePayLinkCheckout } from '../_shared/stripe-invoice.ts';

export interface DepositCheckoutDeps {
  deposit: DepositDeps;
  /** Whether the caller's own Authorization header may read the campaign (row-level security decides). */
  callerMayPay(authorization: string, campaignId: string): Promise<boolean>;
  allowedOrigins: string[] | '*';
  logError?: (line: string, err: unknown) => void;
}

export const DEPOSIT_CHECKOUT_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  invalidId: 'Send { "campaign_id": <campaign id> }.',
  invalidInvoiceId: 'Send { "campaign_id": <campaign id>, "invoice_id": <invoice id> }.',
  invalidPayToken: 'This payment link is not valid.',
  missingPayLink: 'This payment link does not match an invoice.',
  forbidden: 'Sign in as the advertiser of this campaign to pay its deposit.',
  missing: 'No campaign with this id.',
  missingInvoice: 'No invoice with this id on this campaign.',
  invoicePaid: 'Nothing is owed on this invoice now.',
  invoiceVoid: 'This invoice is void: there is nothing to pay on it.',
  unconfigured: 'Online payment is not available: an invoice will follow.',
  paid: 'Nothing is owed on this campaign now.',
  notPayable: 'This campaign has nothing to pay now.',
  failed: 'The payment page could not be opened. Please try again in a moment.',
} as const;

export async function handleDepositCheckoutRequest(req: Request, deps: DepositCheckoutDeps): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown) => jsonResponse(status, body, cors);
  const logError = deps.logError ?? ((line, err) => console.error(line, err));
  if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
  if (req.method !== 'POST') return jsonResponse(405, { error: DEPOSIT_CHECKOUT_MESSAGES.methodNotAllowed }, { ...cors, Allow: 'POST, OPTIONS' });
  const body = await readJsonObject(req, 1024);
  if (!body.ok) return reply(body.status, { error: body.error });
  if (body.value.available === true && body.value.campaign_id === undefined) return reply(200, { available: deps.deposit.gateway !== null });
  if (body.value.pay_token !== undefined) return payLink(body.value.pay_token, deps, reply, logError);
  const id = body.value.campaign_id;
  if (!isUuid(id)) return reply(400, { error: DEPOSIT_CHECKOUT_MESSAGES.invalidId });
  const invoiceId = body.value.invoice_id;
  if (invoiceId !== undefined && !isUuid(invoiceId)) return reply(400, { error: DEPOSIT_CHECKOUT_MESSAGES.invalidInvoiceId });
  try {
    if (!(await deps.callerMayPay(req.headers.get('authorization') ?? '', id))) return reply(403, { error: DEPOSIT_CHECKOUT_MESSAGES.forbidden });
    const result = invoiceId === undefined ? await depositCheckout(deps.deposit, id) : await invoiceCheckout(deps.deposit, id, invoiceId);
    const forInvoice = invoiceId !== undefined;
    switch (result.kind) {
      case 'ok':
        return reply(200, { url: result.url, expires_at: result.expiresAt.toISOString(), total_cents: result.amount.totalCents });
      case 'missing':
        return reply(404, { error: forInvoice ? DEPOSIT_CHECKOUT_MESSAGES.missingInvoice : DEPOSIT_CHECKOUT_MESSAGES.missing });
      case 'unconfigured':
        return reply(503, { error: DEPOSIT_CHECKOUT_MESSAGES.unconfigured });
      case 'paid':
        return reply(409, { error: forInvoice ? DEPOSIT_CHECKOUT_MESSAGES.invoicePaid : DEPOSIT_CHECKOUT_MESSAGES.paid, paid: true });
      default:
        return reply(409, { error: forInvoice ? DEPOSIT_CHECKOUT_MESSAGES.invoiceVoid : DEPOSIT_CHECKOUT_MESSAGES.notPayable });
    }
  } catch (err) {
    logError(`deposit-checkout: campaign ${id} failed`, err);
    return reply(502, { error: DEPOSIT_CHECKOUT_MESSAGES.failed });
  }
}

const PAY_TOKEN = /^[0-9a-f]{64}$/;

/** An e-mail's pay link: no sign-in, the token alone names the invoice, whose balance is all Checkout asks. */
async function payLink(
  token: unknown,
  deps: DepositCheckoutDeps,
  reply: (status: number, body: unknown) => Response,
  logError: (line: string, err: unknown) => void,
): Promise<Response> {
  if (typeof token !== 'string' || !PAY_TOKEN.test(token)) return reply(400, { error: DEPOSIT_CHECKOUT_MESSAGES.invalidPayToken });
  try {
    const result = await invoicePayLinkCheckout(deps.deposit, token);
    switch (result.kind) {
      case 'ok':
        return reply(200, { url: result.url, expires_at: result.expiresAt.toISOString(), total_cents: result.amount.totalCents });
      case 'missing':
        return reply(404, { error: DEPOSIT_CHECKOUT_MESSAGES.missingPayLink });
      case 'unconfigured':
        return reply(503, { error: DEPOSIT_CHECKOUT_MESSAGES.unconfigured });
      case 'paid':
        return reply(409, { error: DEPOSIT_CHECKOUT_MESSAGES.invoicePaid, paid: true });
      default:
        return reply(409, { error: DEPOSIT_CHECKOUT_MESSAGES.invoiceVoid });
    }
  } catch (err) {
    logError('deposit-checkout: a pay link failed', err);
    return reply(502, { error: DEPOSIT_CHECKOUT_MESSAGES.failed });
  }
}
