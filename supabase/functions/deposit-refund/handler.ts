// "Refund the deposit" on the staff's campaign page: POST { campaign_id } of a
// cancelled campaign paid by card asks Stripe to refund its card payments
// (_shared/deposit-refund.ts) and answers 202: the refund is recorded when
// Stripe's charge.refunded event reaches stripe-webhook. The admin only (the
// caller's own token, checked by the database).

import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { refundDeposit, type DepositRefundDeps } from '../_shared/deposit-refund.ts';
import { jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { isUuid } from '../_shared/is-uuid.ts';

export interface DepositRefundFunctionDeps {
  refund: DepositRefundDeps;
  callerIsAdmin(authorization: string): Promise<boolean>;
  allowedOrigins: string[] | '*';
  logError?: (line: string, err: unknown) => void;
}

export const DEPOSIT_REFUND_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  invalidId: 'Send { "campaign_id": <campaign id> }.',
  forbidden: 'Only the site administrator can refund a deposit.',
  missing: 'No campaign with this id.',
  notCancelled: 'Only a cancelled campaign’s deposit is refunded here.',
  nothingToRefund: 'No card payment of this campaign is left to refund.',
  unconfigured: 'Online payment is not configured: refund the payment where it was made and record the refund.',
  failed: 'Stripe could not be asked for the refund. Nothing was refunded; please try again in a moment.',
} as const;

export async function handleDepositRefundRequest(req: Request, deps: DepositRefundFunctionDeps): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown) => jsonResponse(status, body, cors);
  const logError = deps.logError ?? ((line, err) => console.error(line, err));
  if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
  if (req.method !== 'POST') return jsonResponse(405, { error: DEPOSIT_REFUND_MESSAGES.methodNotAllowed }, { ...cors, Allow: 'POST, OPTIONS' });
  const body = await readJsonObject(req, 1024);
  if (!body.ok) return reply(body.status, { error: body.error });
  const id = body.value.campaign_id;
  if (!isUuid(id)) return reply(400, { error: DEPOSIT_REFUND_MESSAGES.invalidId });
  try {
    if (!(await deps.callerIsAdmin(req.headers.get('authorization') ?? ''))) return reply(403, { error: DEPOSIT_REFUND_MESSAGES.forbidden });
    const result = await refundDeposit(deps.refund, id);
    switch (result.kind) {
      case 'asked':
        return reply(202, {
          refunds: result.refunds.map((r) => ({ id: r.id, payment_intent: r.paymentIntent, amount_cents: r.amountCents, status: r.status })),
        });
      case 'missing':
        return reply(404, { error: DEPOSIT_REFUND_MESSAGES.missing });
      case 'unconfigured':
        return reply(503, { error: DEPOSIT_REFUND_MESSAGES.unconfigured });
      case 'not_cancelled':
        return reply(409, { error: DEPOSIT_REFUND_MESSAGES.notCancelled });
      default:
        return reply(409, { error: DEPOSIT_REFUND_MESSAGES.nothingToRefund });
    }
  } catch (err) {
    logError(`deposit-refund: campaign ${id} failed`, err);
    return reply(502, { error: DEPOSIT_REFUND_MESSAGES.failed });
  }
}
