// Issues a signed upload URL for a prospect's booking artwork. Anyone may ask
// (the form is public), so the function decides everything the upload may be:
// the type and size (checked here, and again by the bucket), and the path, a
// new unguessable name the visitor does not choose. Each URL issued is
// recorded, counted per client address by the database under a lock, so the
// function cannot be used to fill the bucket. The URL is made with the service
// role; the bucket has no upload policy for anyone else.
//
// The URL's lifetime is storage's setting, not the caller's: hosted projects
// sign upload URLs for 2 hours, and the storage API takes no shorter one. The
// answer says when it expires. Without upsert, a URL stores one file: a second
// upload to it finds the object and is refused.

import { artworkRequestSchema, type ArtworkField } from '../_shared/artwork-rules.ts';
import { ARTWORK_BUCKET } from '../_shared/business-rules.ts';
import { ARTWORK, type ArtworkType } from '../_shared/business-rules.ts';
import { corsHeaders, preflightResponse, type AllowedOrigins } from '../_shared/cors.ts';
import { BODY_LIMITS, jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { plainObjectName } from '../_shared/object-names.ts';

/** Ten files an hour per address: a prospect retrying a wrong size is fine, filling the bucket is not. */
export const ARTWORK_RATE_LIMIT: ArtworkRateLimit = { max: 10, windowSeconds: 60 * 60 };

export const ARTWORK_UPLOAD_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  unsupportedType: 'Send the request as JSON (Content-Type: application/json).',
  tooMany: 'Too many artwork uploads from your connection. Please try again later, or e-mail your artwork to us.',
  failed: 'We could not prepare the artwork upload. Please try again, or e-mail your artwork to us.',
} as const;

export interface NewArtworkUpload {
  path: string;
  contentType: ArtworkType;
  size: number;
}

export interface ArtworkUploadStore {
  /** Records the upload unless the address is over its limit (the database decides, under a lock). */
  record(upload: NewArtworkUpload, clientAddress: string | null, rateLimit: ArtworkRateLimit): Promise<'issued' | 'rate_limited'>;
}

/** storage-js's createSignedUploadUrl answer, for a path in the artwork bucket. */
export interface SignedUpload {
  signedUrl: string;
  token: string;
  path: string;
}

export interface ArtworkStorage {
  createSignedUploadUrl(path: string): Promise<SignedUpload>;
}

export interface ArtworkRateLimit {
  max: number;
  windowSeconds: number;
}

export interface ArtworkUploadDeps {
  store: ArtworkUploadStore;
  storage: ArtworkStorage;
  clock: { now(): Date };
  newId(): string;
  allowedOrigins: AllowedOrigins;
  rateLimit: ArtworkRateLimit;
  logError?: (message: string, detail?: unknown) => void;
}

/** What the browser gets: where to PUT the file (or the path and token for storage-js's uploadToSignedUrl), and until when. */
export interface ArtworkUploadAnswer extends SignedUpload {
  bucket: string;
  /** ISO time the URL stops working; null if the token does not say. */
  expiresAt: string | null;
}

/** A new object name: requests/<yyyy-mm>/<uuid>.<ext>, the month in UTC. */
export function artworkPath(now: Date, id: string, contentType: ArtworkType): string {
  const month = now.toISOString().slice(0, 7);
  return `requests/${month}/${id.toLowerCase()}.${ARTWORK.types[contentType]}`;
}

/** The token's own expiry (its exp claim), read, not verified: storage verifies it. */
export function tokenExpiry(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? new Date(exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}

function isJson(req: Request): boolean {
  return req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export async function handleArtworkUploadRequest(req: Request, deps: ArtworkUploadDeps, clientAddress: string | null): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => jsonResponse(status, body, { ...cors, ...extra });
  const logError = deps.logError ?? ((message: string, detail?: unknown) => console.error(message, detail));

  try {
    if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
    if (req.method !== 'POST') return reply(405, { error: ARTWORK_UPLOAD_MESSAGES.methodNotAllowed }, { Allow: 'POST, OPTIONS' });
    if (!isJson(req)) return reply(415, { error: ARTWORK_UPLOAD_MESSAGES.unsupportedType }, { Accept: 'application/json' });

    const body = await readJsonObject(req, BODY_LIMITS.small);
    if (!body.ok) return reply(body.status, { error: body.error });

    const parsed = artworkRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      const fields: Partial<Record<ArtworkField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'fileName' || field === 'contentType' || field === 'size') && !fields[field]) fields[field] = issue.message;
      }
      // One sentence the form can show as it is: the type first, then the size, then the name.
      const error = fields.contentType ?? fields.size ?? fields.fileName ?? parsed.error.issues[0]?.message ?? 'Invalid request';
      return reply(400, { error, fields });
    }
    const { contentType, size } = parsed.data;

    const path = plainObjectName(artworkPath(deps.clock.now(), deps.newId(), contentType));
    const recorded = await deps.store.record({ path, contentType, size }, clientAddress, deps.rateLimit);
    if (recorded === 'rate_limited') {
      return reply(429, { error: ARTWORK_UPLOAD_MESSAGES.tooMany }, { 'Retry-After': String(Math.max(1, deps.rateLimit.windowSeconds)) });
    }

    const signed = await deps.storage.createSignedUploadUrl(path);
    const answer: ArtworkUploadAnswer = {
      bucket: ARTWORK_BUCKET,
      path: signed.path,
      token: signed.token,
      signedUrl: signed.signedUrl,
      expiresAt: tokenExpiry(signed.token),
    };
    return reply(200, answer);
  } catch (err) {
    logError('create-artwork-upload: unexpected error', err);
    return reply(500, { error: ARTWORK_UPLOAD_MESSAGES.failed });
  }
}
