import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveCaller } from '../caller';
import type { ServerContext } from '../context';
import { BodyTooLargeError, readBody, sendJson } from '../http-utils';
import { handleCorrectionRequest } from '../../functions/correct-request-email/handler';
import { handleArtworkVersionRequest } from '../../functions/artwork-version/handler';
import { handleArtworkUploadRequest } from '../../functions/create-artwork-upload/handler';
import { handleNewsletterRequest } from '../../functions/newsletter-subscribe/handler';
import { handleScheduledWorkRequest } from '../../functions/scheduled-work/handler';
import { handleRequest } from '../../functions/send-contact-email/handler';
import { handleStaffEmailRequest } from '../../functions/staff-email/handler';
import { handleDepositCheckoutRequest } from '../../functions/deposit-checkout/handler';
import { handleDepositRefundRequest } from '../../functions/deposit-refund/handler';
import { handleStripeWebhook } from '../../functions/stripe-webhook/handler';
import { localDepositCheckoutDeps, localDepositRefundDeps, localRequestCheckoutDeps, localStripeWebhookDeps } from './deposit-deps';
import { handleRequestCheckout } from '../../functions/request-checkout/handler';
import { localArtworkUploadDeps } from './artwork-upload';
import { localArtworkVersionDeps } from './artwork-version';
import { localContactDeps, localScheduledWorkDeps, localStaffEmailDeps } from './lead-deps';
import { localNewsletterDeps } from './newsletter-store';

type LocalFunction = (ctx: ServerContext, request: Request, clientAddress: string | null) => Promise<Response>;

/** Every function the project deploys, each with the deployed handler over this backend's deps. */
const LOCAL_FUNCTIONS: Record<string, LocalFunction> = {
  'send-contact-email': (ctx, request, clientAddress) => handleRequest(request, localContactDeps(ctx), clientAddress),
  'staff-email': (ctx, request) => handleStaffEmailRequest(request, localStaffEmailDeps(ctx)),
  'correct-request-email': (ctx, request) => handleCorrectionRequest(request, { ...localContactDeps(ctx), allowedOrigins: '*' }),
  'scheduled-work': (ctx, request) => handleScheduledWorkRequest(request, localScheduledWorkDeps(ctx)),
  'create-artwork-upload': (ctx, request, clientAddress) => handleArtworkUploadRequest(request, localArtworkUploadDeps(ctx), clientAddress),
  'deposit-checkout': (ctx, request) => handleDepositCheckoutRequest(request, localDepositCheckoutDeps(ctx)),
  'deposit-refund': (ctx, request) => handleDepositRefundRequest(request, localDepositRefundDeps(ctx)),
  'stripe-webhook': (ctx, request) => handleStripeWebhook(request, localStripeWebhookDeps(ctx)),
  'request-checkout': (ctx, request) => handleRequestCheckout(request, localRequestCheckoutDeps(ctx)),
  'artwork-version': (ctx, request) => handleArtworkVersionRequest(request, localArtworkVersionDeps(ctx)),
  'newsletter-subscribe': (ctx, request, clientAddress) =>
    handleNewsletterRequest(request, { ...localNewsletterDeps(ctx), allowedOrigins: '*' }, clientAddress),
};

/** Deployed with verify_jwt = false and called without a Supabase token (Stripe signs its own requests). */
const WITHOUT_JWT = new Set(['stripe-webhook']);

/** Calls one of the functions as the platform would, e.g. pg_net for the scheduler. */
export function callLocalFunction(ctx: ServerContext, name: string, request: Request): Promise<Response> {
  const run = Object.hasOwn(LOCAL_FUNCTIONS, name) ? LOCAL_FUNCTIONS[name] : undefined;
  if (!run) return Promise.resolve(new Response(JSON.stringify({ code: 'NOT_FOUND' }), { status: 404 }));
  return run(ctx, request, null);
}

function toRequest(req: IncomingMessage, url: URL, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  return new Request(url, { method: req.method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

/** /functions/v1/<name>: the gateway's JWT check, then the real handler. */
export async function handleFunction(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, url: URL, name: string): Promise<void> {
  const run = Object.hasOwn(LOCAL_FUNCTIONS, name) ? LOCAL_FUNCTIONS[name] : undefined;
  if (!run) {
    req.resume();
    return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  if (req.method !== 'OPTIONS' && !WITHOUT_JWT.has(name)) {
    const caller = await resolveCaller(req);
    if (!caller.ok) {
      req.resume();
      return sendJson(res, 401, { code: 401, message: caller.problem === 'missing' ? 'Missing authorization header' : 'Invalid JWT' });
    }
  }
  let body: Buffer | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    try {
      body = await readBody(req, 1024 * 1024);
    } catch (err) {
      if (err instanceof BodyTooLargeError) return sendJson(res, 413, { error: 'Request body too large' });
      throw err;
    }
  }
  const clientAddress = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? null;
  const request = toRequest(req, url, body);
  const response = await run(ctx, request, clientAddress);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}
