import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveCaller } from '../caller';
import { isApiRole, verifyJwt } from '../jwt';
import type { ServerContext } from '../context';
import { BodyTooLargeError, readBody, sendJson } from '../http-utils';
import { handleArtworkUploadRequest } from '../../functions/create-artwork-upload/handler';
import { handleRebuildRequest } from '../../functions/request-site-rebuild/handler';
import { handleNewsletterRequest } from '../../functions/newsletter-subscribe/handler';
import { handleRequest } from '../../functions/send-contact-email/handler';
import { localArtworkUploadDeps } from './artwork-upload';
import { localRebuildDeps } from './site-rebuild';
import type { AdminTable, HandlerDeps } from '../../functions/send-contact-email/types';
import { createLocalInquiryStore } from './inquiry-store';
import { localNewsletterDeps } from './newsletter-store';
import { LOCAL_SERVICE_ROLE_KEY } from '../dev-keys';
import { removeObjects } from '../storage/objects';
import { ARTWORK_BUCKET } from '../../functions/_shared/artwork-rules';
import { createOutboxMailer } from './outbox-mailer';

/** Where the local function "sends" inquiries (the outbox records it). */
export const LOCAL_NOTIFY_ADDRESS = 'info@londondigitalbillboards.ca';
/** Same limit as the deployed function. */
const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 };

const LOCAL_FUNCTIONS = new Set(['send-contact-email', 'request-site-rebuild', 'create-artwork-upload', 'newsletter-subscribe']);

/** Row-level security answers, with the caller's own verified token: can they read this row? */
async function callerCanReadRow(ctx: ServerContext, authorization: string, table: AdminTable, id: string): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (!token) return false;
  const verified = await verifyJwt(token);
  if (!verified.ok || !isApiRole(verified.claims.role)) return false;
  try {
    const { rows } = await ctx.db.asRole(verified.claims.role, verified.claims, { readOnly: true }, (tx) =>
      // The table is one of two fixed names (AdminTable), never the caller's text.
      tx.query(`select 1 from public.${table === 'bookings' ? 'bookings' : 'contact_inquiries'} where id = $1::uuid`, [id]),
    );
    return rows.length === 1;
  } catch {
    // Not a uuid, or no privilege at all (anon): not readable.
    return false;
  }
}

function localDeps(ctx: ServerContext): HandlerDeps {
  return {
    callerCanReadRow: (authorization, table, id) => callerCanReadRow(ctx, authorization, table, id),
    store: createLocalInquiryStore(ctx.db),
    artworkFiles: {
      async remove(paths) {
        await removeObjects(ctx, { role: 'service_role', claims: { role: 'service_role' }, token: LOCAL_SERVICE_ROLE_KEY }, ARTWORK_BUCKET, paths);
      },
    },
    mailer: createOutboxMailer(ctx.outboxDir, ctx.mailer),
    clock: { now: () => new Date() },
    notifyAddress: LOCAL_NOTIFY_ADDRESS,
    allowedOrigins: '*',
    rateLimit: RATE_LIMIT,
    newsletter: localNewsletterDeps(ctx),
    logError: () => undefined,
  };
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
  if (!LOCAL_FUNCTIONS.has(name)) {
    req.resume();
    return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  if (req.method !== 'OPTIONS') {
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
  const response =
    name === 'request-site-rebuild'
      ? await handleRebuildRequest(request, localRebuildDeps(ctx))
      : name === 'create-artwork-upload'
        ? await handleArtworkUploadRequest(request, localArtworkUploadDeps(ctx), clientAddress)
        : name === 'newsletter-subscribe'
          ? await handleNewsletterRequest(request, { ...localNewsletterDeps(ctx), allowedOrigins: '*' }, clientAddress)
          : await handleRequest(request, localDeps(ctx), clientAddress);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}
