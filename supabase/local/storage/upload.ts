import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Caller } from '../caller';
import type { ServerContext } from '../context';
import type { Tx } from '../database';
import { BodyTooLargeError, header, readBody } from '../http-utils';
import { getBucket } from './buckets';
import { writeObject } from './files';
import { mimeTypeAccepted, normaliseMimeType } from './mime';
import { StorageError } from './storage-error';

interface IncomingFile {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
}

const tooLarge = () => new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

/**
 * The Cache-Control every download of the object will carry. A value that
 * could not be sent as a header (a line break, a control character) is refused
 * here, at upload, rather than breaking every later download.
 */
function cacheControlValue(raw: string | undefined): string {
  if (!raw) return 'max-age=3600';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw) || raw.length > 256) {
    throw new StorageError(400, 'invalid_request', 'cacheControl must be a number of seconds or a Cache-Control value on one line');
  }
  return /^\d+$/.test(raw) ? `max-age=${raw}` : raw;
}

/** storage-js sends a Blob as multipart (file field named ""), other bodies raw. */
async function readFile(req: IncomingMessage): Promise<IncomingFile> {
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw tooLarge();
    throw err;
  }
  const contentType = header(req, 'content-type') ?? 'application/octet-stream';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return { bytes: body, contentType, cacheControl: cacheControlValue(header(req, 'cache-control')) };
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new StorageError(400, 'invalid_request', 'Malformed multipart body');
  }
  let file: File | undefined;
  for (const [, value] of form) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw new StorageError(400, 'invalid_request', 'No file was found in the multipart body');
  const cacheField = form.get('cacheControl');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || 'text/plain;charset=UTF-8',
    cacheControl: cacheControlValue(typeof cacheField === 'string' ? cacheField : undefined),
  };
}

function asOwnerId(value: unknown): string | null {
  return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
}

/**
 * Who writes the row: a caller under their role (the storage policies
 * decide), or storage itself for a signed upload URL, whose token already
 * authorised the write and names the owner.
 */
export type UploadWriter = { caller: Caller } | { signedFor: string | null };

/**
 * POST (create, or replace with x-upsert) and PUT (replace) of one object,
 * with the bucket's size and type limits.
 */
export async function uploadObject(
  ctx: ServerContext,
  req: IncomingMessage,
  writer: UploadWriter,
  bucketId: string,
  name: string,
  mode: 'create' | 'upsert' | 'update',
): Promise<{ Key: string; Id: string }> {
  const bucket = await getBucket(ctx.db, bucketId);
  const file = await readFile(req);
  if (bucket.file_size_limit !== null && file.bytes.length > bucket.file_size_limit) throw tooLarge();
  if (!mimeTypeAccepted(file.contentType, bucket.allowed_mime_types)) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${normaliseMimeType(file.contentType)} is not supported`);
  }
  const metadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype: normaliseMimeType(file.contentType),
    cacheControl: file.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
  const owner = 'caller' in writer ? asOwnerId(writer.caller.claims.sub) : asOwnerId(writer.signedFor);
  const params = [bucketId, name, owner, JSON.stringify(metadata), owner];
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> =>
    'caller' in writer ? ctx.db.asRole(writer.caller.role, writer.caller.claims, { readOnly: false }, fn) : ctx.db.asOwner(fn);
  const id = await inTransaction(async (tx) => {
    let sql: string;
    if (mode === 'update') {
      sql = `update storage.objects set metadata = $4::jsonb, owner = $3::uuid, owner_id = $5::text, updated_at = now(), last_accessed_at = now()
              where bucket_id = $1 and name = $2 returning id::text as id`;
    } else {
      sql = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3::uuid, $5::text, $4::jsonb)`;
      if (mode === 'upsert') {
        sql += ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner,
                 owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()`;
      }
      sql += ' returning id::text as id';
    }
    const { rows } = await tx.query<{ id: string }>(sql, params);
    if (!rows[0]) throw new StorageError(404, 'not_found', 'Object not found');
    // Inside the transaction: a failed write rolls the row back.
    await writeObject(ctx.storageDir, bucketId, name, file.bytes);
    return rows[0].id;
  });
  return { Key: `${bucketId}/${name}`, Id: id };
}
