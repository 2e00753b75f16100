// An advertiser's new artwork version, in two calls with their own session:
//   { campaignId, locationId?, appliesFrom, fileName, contentType, size }
//     the database (as the advertiser) checks the campaign is theirs and the
//     deadline of the cycle they chose is still open, and names a new private
//     path under the campaign; the answer is a signed upload URL for that
//     path alone.
//   { submit: path, appliesFrom, replaces? }
//     once the file is uploaded: its bytes are read here (the type by its
//     magic number, the dimensions decoded), and only a still JPEG or PNG of
//     the type it was declared as is recorded and becomes a pending version,
//     inserted with the advertiser's own session (row-level security decides).
//     Anything else is deleted from storage and never reaches the staff.
//     `replaces` names the advertiser's version still waiting for review that
//     the new file takes the place of (the database refuses a decided one).
// Storage itself judges a file only by its declared type, so this check is
// the one that counts.

import { judgeArtworkBytes } from '../_shared/artwork-bytes.ts';
import { ARTWORK_MESSAGES } from '../_shared/artwork-messages.ts';
import { artworkRequestSchema } from '../_shared/artwork-rules.ts';
import { ARTWORK_BUCKET } from '../_shared/business-rules.ts';
import { corsHeaders, preflightResponse, type AllowedOrigins } from '../_shared/cors.ts';
import { BODY_LIMITS, jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { tokenExpiry, type SignedUpload } from '../create-artwork-upload/handler.ts';
import { isUuid } from '../_shared/is-uuid.ts';
import { plainObjectName } from '../_shared/object-names.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PATH = /^campaigns\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(jpg|png)$/;

export const ARTWORK_VERSION_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  unsupportedType: 'Send the request as JSON (Content-Type: application/json).',
  forbidden: 'You cannot add artwork to this campaign. Sign in with the account of its advertiser.',
  invalid: 'Send { campaignId, locationId, appliesFrom, fileName, contentType, size } or { submit: <path>, appliesFrom, replaces? }.',
  unknownUpload: 'This upload is not one we prepared for you. Please upload the artwork again.',
  missingFile: ARTWORK_MESSAGES.notReceived,
  notAnImage: ARTWORK_MESSAGES.notAnImage,
  wrongType: ARTWORK_MESSAGES.wrongType,
  failed: 'We could not take the artwork. Please try again, or e-mail it to us.',
} as const;

/** A refusal by the database, in words the advertiser can read. */
export interface Refusal {
  status: number;
  error: string;
}

export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

export interface ArtworkVersionDeps {
  /** As the caller (their Authorization header): a new path for their campaign, or the database's refusal. */
  beginUpload(
    authorization: string,
    upload: { campaignId: string; locationId: string | null; appliesFrom: string; contentType: string; size: number },
  ): Promise<Outcome<string>>;
  /** As the caller: the upload they asked for at this path, or null. */
  fileForCheck(authorization: string, path: string): Promise<{ campaignId: string; contentType: string } | null>;
  /** As the caller: the new pending version (row-level security and the deadline decide). */
  insertVersion(
    authorization: string,
    version: { campaignId: string; path: string; appliesFrom: string; replaces: string | null },
  ): Promise<Outcome<{ id: string; version: number }>>;
  /** With the service role: what the file's bytes are. */
  recordCheck(path: string, check: { contentType: string; width: number; height: number; bytes: number }): Promise<void>;
  storage: {
    createSignedUploadUrl(path: string): Promise<SignedUpload>;
    download(path: string): Promise<Uint8Array | null>;
    remove(path: string): Promise<void>;
  };
  allowedOrigins: AllowedOrigins;
  logError?: (message: string, detail?: unknown) => void;
}

function isJson(req: Request): boolean {
  return req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export async function handleArtworkVersionRequest(req: Request, deps: ArtworkVersionDeps): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => jsonResponse(status, body, { ...cors, ...extra });
  const logError = deps.logError ?? ((message: string, detail?: unknown) => console.error(message, detail));
  try {
    if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
    if (req.method !== 'POST') return reply(405, { error: ARTWORK_VERSION_MESSAGES.methodNotAllowed }, { Allow: 'POST, OPTIONS' });
    if (!isJson(req)) return reply(415, { error: ARTWORK_VERSION_MESSAGES.unsupportedType }, { Accept: 'application/json' });
    const authorization = req.headers.get('authorization') ?? '';
    const body = await readJsonObject(req, BODY_LIMITS.small);
    if (!body.ok) return reply(body.status, { error: body.error });
    const value = body.value;

    if (Object.hasOwn(value, 'submit')) {
      const path = value.submit;
      // The cycle is the advertiser's choice, every time: none is ever picked for them.
      const appliesFrom = value.appliesFrom;
      const replaces = value.replaces ?? null;
      if (
        typeof path !== 'string' ||
        !PATH.test(path) ||
        typeof appliesFrom !== 'string' ||
        !DAY.test(appliesFrom) ||
        (replaces !== null && !isUuid(replaces))
      ) {
        return reply(400, { error: ARTWORK_VERSION_MESSAGES.invalid });
      }
      const file = await deps.fileForCheck(authorization, path);
      if (!file) return reply(403, { error: ARTWORK_VERSION_MESSAGES.unknownUpload });
      const bytes = await deps.storage.download(path);
      if (!bytes) return reply(409, { error: ARTWORK_VERSION_MESSAGES.missingFile });
      const judged = judgeArtworkBytes(bytes, file.contentType);
      if (!judged.ok) {
        await deps.storage.remove(path);
        return reply(422, { error: judged.error });
      }
      await deps.recordCheck(path, { contentType: file.contentType, width: judged.width, height: judged.height, bytes: bytes.length });
      const inserted = await deps.insertVersion(authorization, { campaignId: file.campaignId, path, appliesFrom, replaces });
      if (!inserted.ok) return reply(inserted.status, { error: inserted.error });
      return reply(200, { id: inserted.value.id, version: inserted.value.version, width: judged.width, height: judged.height });
    }

    const campaignId = value.campaignId;
    const locationId = value.locationId ?? null;
    const appliesFrom = value.appliesFrom;
    if (!isUuid(campaignId) || (locationId !== null && !isUuid(locationId)) || typeof appliesFrom !== 'string' || !DAY.test(appliesFrom)) {
      return reply(400, { error: ARTWORK_VERSION_MESSAGES.invalid });
    }
    const parsed = artworkRequestSchema.safeParse({ fileName: value.fileName, contentType: value.contentType, size: value.size });
    if (!parsed.success) return reply(400, { error: parsed.error.issues[0]?.message ?? ARTWORK_VERSION_MESSAGES.invalid });

    const begun = await deps.beginUpload(authorization, { campaignId, locationId, appliesFrom, contentType: parsed.data.contentType, size: parsed.data.size });
    if (!begun.ok) return reply(begun.status, { error: begun.error });
    const signed = await deps.storage.createSignedUploadUrl(plainObjectName(begun.value));
    return reply(200, { bucket: ARTWORK_BUCKET, path: signed.path, token: signed.token, signedUrl: signed.signedUrl, expiresAt: tokenExpiry(signed.token) });
  } catch (err) {
    logError('artwork-version: unexpected error', err);
    return reply(500, { error: ARTWORK_VERSION_MESSAGES.failed });
  }
}

/** A PostgREST error as the advertiser's refusal: the database's own words for its rules, a plain 403 for rights. */
export function refusalOf(error: { code?: string; message: string }): Refusal {
  if (error.code === '42501' || error.code === 'PGRST301') return { status: 403, error: ARTWORK_VERSION_MESSAGES.forbidden };
  if (error.code === 'P0001') return { status: 409, error: error.message };
  if (error.code === '23505')
    return { status: 409, error: 'Your previous version is still waiting for our review: replace it, or upload another once it is decided.' };
  throw new Error(`artwork-version: ${error.message}${error.code ? ` (${error.code})` : ''}`);
}
