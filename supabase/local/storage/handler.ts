import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveCaller, type Caller } from '../caller';
import type { ServerContext } from '../context';
import { BodyTooLargeError, header, parseJson, readBody, sendJson } from '../http-utils';
import { validObjectName } from './files';
import { listObjects, parseListBody, readObjectAs, readPublicObject, removeObjects, type Download } from './objects';
import { createSignedUploadUrl, createSignedUrl, readSignedObject, uploadToSignedUrl } from './signed-urls';
import { sendStorageError, StorageError } from './storage-error';
import { uploadObject } from './upload';

async function requireCaller(req: IncomingMessage): Promise<Caller> {
  const resolved = await resolveCaller(req);
  if (resolved.ok) return resolved.caller;
  if (resolved.problem === 'missing') throw new StorageError(401, 'Unauthorized', 'No API key found in request');
  throw new StorageError(403, 'Unauthorized', resolved.problem === 'expired' ? 'jwt expired' : 'invalid signature');
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  try {
    return parseJson(await readBody(req, 1024 * 1024)) ?? {};
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw new StorageError(413, 'Payload too large', 'The request body is too large');
    throw new StorageError(400, 'invalid_request', 'Body is not valid JSON');
  }
}

/** "bucket/a/b.png" -> bucket and object name, decoded and validated. */
function splitKey(rest: string): { bucket: string; name: string } {
  let segments: string[];
  try {
    segments = rest.split('/').map(decodeURIComponent);
  } catch {
    throw new StorageError(400, 'InvalidKey', 'Invalid key: malformed percent-encoding');
  }
  const [bucket = '', ...nameParts] = segments;
  const name = nameParts.join('/');
  if (bucket === '' || !validObjectName(name)) throw new StorageError(400, 'InvalidKey', `Invalid key: ${name}`);
  return { bucket, name };
}

/** `?download` (the stored name) or `?download=<name>`: served as an attachment, as storage-api does. */
function contentDisposition(objectName: string, download: string | null): Record<string, string> {
  if (download === null) return {};
  const fileName = download === '' ? (objectName.split('/').at(-1) ?? objectName) : download;
  return { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` };
}

function sendDownload(res: ServerResponse, method: string, download: Download, extraHeaders: Record<string, string> = {}): void {
  const meta = download.object.metadata ?? {};
  res.writeHead(200, {
    ...extraHeaders,
    'Content-Type': meta.mimetype ?? 'application/octet-stream',
    'Content-Length': String(download.bytes.length),
    'Cache-Control': meta.cacheControl ?? 'max-age=3600',
    ...(meta.eTag ? { ETag: meta.eTag } : {}),
    ...(meta.lastModified ? { 'Last-Modified': meta.lastModified } : {}),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(method === 'HEAD' ? undefined : download.bytes);
}

async function route(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> {
  const method = req.method ?? 'GET';
  const query = new URL(req.url ?? '/', 'http://local').searchParams;
  const publicMatch = /^object\/public\/(.+)$/.exec(subpath);
  if (publicMatch && (method === 'GET' || method === 'HEAD')) {
    const { bucket, name } = splitKey(publicMatch[1]);
    return sendDownload(res, method, await readPublicObject(ctx, bucket, name));
  }
  // Signed URLs: the token in the query string is the only credential.
  const uploadSign = /^object\/upload\/sign\/(.+)$/.exec(subpath);
  if (uploadSign && method === 'PUT') {
    const { bucket, name } = splitKey(uploadSign[1]);
    return sendJson(res, 200, await uploadToSignedUrl(ctx, req, bucket, name, query.get('token')));
  }
  const downloadSign = /^object\/sign\/(.+)$/.exec(subpath);
  if (downloadSign && (method === 'GET' || method === 'HEAD')) {
    const { bucket, name } = splitKey(downloadSign[1]);
    const download = await readSignedObject(ctx, bucket, name, query.get('token'));
    return sendDownload(res, method, download, contentDisposition(name, query.get('download')));
  }
  const caller = await requireCaller(req);
  if (uploadSign && method === 'POST') {
    req.resume();
    const { bucket, name } = splitKey(uploadSign[1]);
    return sendJson(res, 200, await createSignedUploadUrl(ctx, caller, bucket, name, header(req, 'x-upsert') === 'true'));
  }
  if (downloadSign && method === 'POST') {
    const body = await jsonBody(req);
    const { bucket, name } = splitKey(downloadSign[1]);
    return sendJson(res, 200, await createSignedUrl(ctx, caller, bucket, name, body));
  }
  const listMatch = /^object\/list\/([^/]+)$/.exec(subpath);
  if (listMatch && method === 'POST') {
    const options = parseListBody(await jsonBody(req));
    return sendJson(res, 200, await listObjects(ctx, caller, decodeURIComponent(listMatch[1]), options));
  }
  const bucketOnly = /^object\/([^/]+)\/?$/.exec(subpath);
  if (bucketOnly && method === 'DELETE') {
    const body = (await jsonBody(req)) as { prefixes?: unknown };
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p): p is string => typeof p === 'string') || prefixes.length > 1000) {
      throw new StorageError(400, 'invalid_request', 'body must have prefixes: an array of object names');
    }
    return sendJson(res, 200, await removeObjects(ctx, caller, decodeURIComponent(bucketOnly[1]), prefixes));
  }
  const objectMatch = /^object\/(?:authenticated\/)?(.+)$/.exec(subpath);
  if (!objectMatch) throw new StorageError(404, 'not_found', 'Not found in the local storage subset');
  const { bucket, name } = splitKey(objectMatch[1]);
  switch (method) {
    case 'GET':
    case 'HEAD':
      return sendDownload(res, method, await readObjectAs(ctx, caller, bucket, name));
    case 'POST': {
      const upsert = header(req, 'x-upsert') === 'true';
      return sendJson(res, 200, await uploadObject(ctx, req, { caller }, bucket, name, upsert ? 'upsert' : 'create'));
    }
    case 'PUT':
      return sendJson(res, 200, await uploadObject(ctx, req, { caller }, bucket, name, 'update'));
    case 'DELETE': {
      const removed = await removeObjects(ctx, caller, bucket, [name]);
      if (removed.length === 0) throw new StorageError(404, 'not_found', 'Object not found');
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
    default:
      throw new StorageError(405, 'method_not_allowed', `Method ${method} is not allowed`);
  }
}

interface PgLikeError {
  code: string;
  message: string;
}

function isPgError(err: unknown): err is PgLikeError {
  return typeof err === 'object' && err !== null && 'severity' in err && typeof (err as unknown as PgLikeError).code === 'string';
}

/** Database refusals in storage-api's words. */
function fromDatabase(err: PgLikeError): StorageError {
  if (err.code === '42501') return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy', 'AccessDenied');
  if (err.code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists', 'ResourceAlreadyExists');
  if (err.code === '23503') return new StorageError(404, 'Bucket not found', 'Bucket not found', 'NoSuchBucket');
  return new StorageError(400, 'DatabaseError', err.message);
}

/** /storage/v1: upload, download (public, authenticated and signed), signed upload and download URLs, remove, list. */
export async function handleStorage(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> {
  try {
    await route(ctx, req, res, subpath);
  } catch (err) {
    req.resume();
    if (err instanceof StorageError) return sendStorageError(res, err);
    if (isPgError(err)) return sendStorageError(res, fromDatabase(err));
    throw err;
  }
}
