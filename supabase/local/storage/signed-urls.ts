// Signed URLs as storage-api makes them: a token (a JWT signed with the
// project's secret) that names one object, what it may be used for (upload or
// download) and until when. Whoever holds the URL may do that one thing until
// it expires, with no API key and no session.
//
// Upload: POST /object/upload/sign/<bucket>/<path> (the creator must be
// allowed to insert that object under the storage policies, checked and rolled
// back, and the object must not exist unless x-upsert) answers { url, token };
// PUT /object/upload/sign/<bucket>/<path>?token= stores the file with the
// bucket's limits, as storage itself (no policies), owned by the creator. The
// token is not consumed: without upsert a second upload finds the object and
// is refused (409), with upsert it replaces it, until the token expires.
//
// Download: POST /object/sign/<bucket>/<path> { expiresIn } (the caller must
// see the object under the policies) answers { signedURL };
// GET /object/sign/<bucket>/<path>?token= serves it.
import type { IncomingMessage } from 'node:http';
import type { Caller } from '../caller';
import type { ServerContext } from '../context';
import { signUrlToken, verifyUrlToken } from '../jwt';
import { getBucket } from './buckets';
import { readObject } from './files';
import type { Download, StoredObject } from './objects';
import { objectNotFound, StorageError } from './storage-error';
import { uploadObject } from './upload';

/** Hosted projects' lifetime of a signed upload URL (the API takes none from the caller): 2 hours. */
export const HOSTED_SIGNED_UPLOAD_EXPIRES_IN = 2 * 60 * 60;

type Scope = 'upload' | 'download';

const ROLLBACK = Symbol('rollback the permission test');

/** storage-api's permission test: the insert (or upsert) the upload will make, as the caller, then rolled back. */
async function assertCanUpload(ctx: ServerContext, caller: Caller, bucketId: string, name: string, upsert: boolean): Promise<void> {
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  try {
    await ctx.db.asRole(caller.role, caller.claims, { readOnly: false }, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, '{}'::jsonb)
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata' : ''}`,
        [bucketId, name, owner],
      );
      throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
}

export async function createSignedUploadUrl(
  ctx: ServerContext,
  caller: Caller,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<{ url: string; token: string }> {
  await getBucket(ctx.db, bucketId);
  await assertCanUpload(ctx, caller, bucketId, name, upsert);
  const urlPath = `${bucketId}/${name}`;
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : undefined;
  const token = await signUrlToken({ owner, url: urlPath, upsert, scope: 'upload' }, ctx.storageSettings.signedUploadExpiresIn);
  return { url: `/object/upload/sign/${urlPath}?token=${token}`, token };
}

function inScope(claims: Record<string, unknown>, scope: Scope): boolean {
  // Tokens made before scopes existed: an upload token is the one with `upsert`.
  if (claims.scope === undefined) return scope === 'upload' ? 'upsert' in claims : !('upsert' in claims);
  return claims.scope === scope;
}

/** The token's claims, or storage-api's refusal: a bad or expired JWT, another scope, another object. */
async function verifySignature(token: string | null, bucketId: string, name: string, scope: Scope): Promise<Record<string, unknown>> {
  if (!token) throw new StorageError(400, 'InvalidRequest', "querystring must have required property 'token'", 'InvalidRequest');
  const verified = await verifyUrlToken(token);
  if (!verified.ok) throw new StorageError(400, 'InvalidJWT', verified.message, 'InvalidJWT');
  if (!inScope(verified.claims, scope)) throw new StorageError(400, 'InvalidSignature', `Token is not scoped for ${scope}`, 'InvalidSignature');
  if (verified.claims.url !== `${bucketId}/${name}`) throw new StorageError(400, 'InvalidSignature', 'Invalid signature', 'InvalidSignature');
  return verified.claims;
}

export async function uploadToSignedUrl(
  ctx: ServerContext,
  req: IncomingMessage,
  bucketId: string,
  name: string,
  token: string | null,
): Promise<{ Key: string }> {
  const claims = await verifySignature(token, bucketId, name, 'upload');
  const owner = typeof claims.owner === 'string' ? claims.owner : null;
  const { Key } = await uploadObject(ctx, req, { signedFor: owner }, bucketId, name, claims.upsert === true ? 'upsert' : 'create');
  return { Key };
}

export async function createSignedUrl(ctx: ServerContext, caller: Caller, bucketId: string, name: string, body: unknown): Promise<{ signedURL: string }> {
  const expiresIn = (body as { expiresIn?: unknown } | null)?.expiresIn;
  if (expiresIn === undefined) throw new StorageError(400, 'InvalidRequest', "body must have required property 'expiresIn'", 'InvalidRequest');
  if (typeof expiresIn !== 'number' || !Number.isSafeInteger(expiresIn) || expiresIn < 1) {
    throw new StorageError(400, 'InvalidParameter', 'Invalid Parameter expiresIn', 'InvalidParameter');
  }
  // Only an object the caller may see can be signed.
  const visible = await ctx.db.asRole(caller.role, caller.claims, { readOnly: true }, async (tx) => {
    const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]);
    return rows.length > 0;
  });
  if (!visible) throw objectNotFound();
  const urlPath = `${bucketId}/${name}`;
  const token = await signUrlToken({ url: urlPath, scope: 'download' }, expiresIn);
  return { signedURL: `/object/sign/${urlPath}?token=${token}` };
}

/** The object a download token names, read by storage itself (the token is the permission). */
export async function readSignedObject(ctx: ServerContext, bucketId: string, name: string, token: string | null): Promise<Download> {
  await verifySignature(token, bucketId, name, 'download');
  const object = await ctx.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ o: StoredObject }>('select to_jsonb(o) as o from storage.objects o where o.bucket_id = $1 and o.name = $2', [
      bucketId,
      name,
    ]);
    return rows[0]?.o;
  });
  if (!object) throw objectNotFound();
  const bytes = await readObject(ctx.storageDir, bucketId, name);
  if (!bytes) throw objectNotFound();
  return { object, bytes };
}
