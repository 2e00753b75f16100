import type { IncomingMessage, ServerResponse } from 'node:http';

/** Request bodies larger than this are refused before they reach a handler. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
  }
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new BodyTooLargeError();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    // Keep draining so the client sees our answer rather than a reset socket.
    if (size > limit) continue;
    chunks.push(buf);
  }
  if (size > limit) throw new BodyTooLargeError();
  return Buffer.concat(chunks);
}

/** Parses a JSON body; `undefined` means empty body, a SyntaxError means malformed. */
export function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  return JSON.parse(body.toString('utf8'));
}

const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
  'range-unit',
  'x-upsert',
  'x-metadata',
  'x-supabase-api-version',
  'cache-control',
  'x-retry-count',
].join(', ');

/** The SPA runs on another port, so every answer (errors included) carries CORS headers. */
export function setCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', requested ? `${ALLOWED_HEADERS}, ${requested}` : ALLOWED_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Location, Content-Length, ETag, X-Supabase-Api-Version, Preference-Applied');
  res.setHeader('Access-Control-Max-Age', '600');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

/** Sends a JSON text that is already serialised (PostgREST bodies built by Postgres). */
export function sendRawJson(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers);
  res.end();
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The bearer token, falling back to the apikey header as Supabase's gateway does. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const auth = header(req, 'authorization');
  const match = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  if (match) return match[1];
  return header(req, 'apikey')?.trim() || undefined;
}
