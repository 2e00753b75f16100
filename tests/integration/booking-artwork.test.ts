// Booking artwork, over HTTP: the private bucket refuses the public and
// signed-in users, the create-artwork-upload function issues a signed upload
// URL, the file goes up on it once (as hosted storage: the token is not used
// up, but without upsert the object it made cannot be written again), expired
// or altered tokens are refused with storage-api's errors, and only the admin
// reads the artwork, through a signed download URL.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackendControl } from '../../supabase/local/control-client';
import { ARTWORK_MESSAGES } from '../../supabase/functions/_shared/artwork-messages';
import { ARTWORK_RATE_LIMIT, ARTWORK_UPLOAD_MESSAGES } from '../../supabase/functions/create-artwork-upload/handler';
import { anonClient, backendUrl, createUser, LOCAL_ANON_KEY, rawFetch, resetBackend, serviceClient, signInAsAdmin } from './helpers';

const BUCKET = 'booking-artwork';
// A valid 1x1 PNG, and a second image to tell an overwrite apart.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const png = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });

interface Issued {
  bucket: string;
  path: string;
  token: string;
  signedUrl: string;
  expiresAt: string | null;
}

const functionUrl = () => `${backendUrl()}/functions/v1/create-artwork-upload`;

function askForUpload(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(functionUrl(), {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function issue(contentType = 'image/png', size = PNG.length, fileName = 'artwork.png'): Promise<Issued> {
  const res = await askForUpload({ fileName, contentType, size });
  expect(res.status).toBe(200);
  return (await res.json()) as Issued;
}

/** A plain PUT of bytes on a signed URL, as a browser's fetch would: no API key, no session. */
function putOnSignedUrl(signedUrl: string, bytes: Uint8Array, type: string): Promise<Response> {
  return fetch(signedUrl, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(bytes) });
}

async function storageError(res: Response): Promise<unknown> {
  expect(res.status).toBe(400);
  return res.json();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let anon: SupabaseClient;
let user: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  await resetBackend();
  anon = anonClient();
  user = (await createUser()).client;
  admin = (await signInAsAdmin()).client;
});

afterAll(async () => {
  await resetBackend();
});

describe('the booking-artwork bucket', () => {
  // Its settings (private, JPEG and PNG, 10 MiB) are checked in business-rules-catalog.test.ts.
  it.each([
    ['a visitor (anon)', () => anon],
    ['a signed-in non-admin', () => user],
    ['the admin', () => admin],
  ])('refuses a direct upload by %s: uploads go only through a signed upload URL', async (_who, client) => {
    const { error } = await client().storage.from(BUCKET).upload('requests/2026-11/direct.png', png(), { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
  });

  it('lets neither a visitor nor a signed-in user make a signed upload URL themselves (only the service role may)', async () => {
    for (const client of [anon, user, admin]) {
      const { error } = await client.storage.from(BUCKET).createSignedUploadUrl('requests/2026-11/mine.png');
      expect(error).toMatchObject({ status: 400, statusCode: '403' });
    }
  });
});

describe('create-artwork-upload', () => {
  let first: Issued;

  it('answers a signed upload URL for a new, unguessable path, valid 2 hours as on hosted storage', async () => {
    const { data, error } = await anon.functions.invoke<Issued>('create-artwork-upload', {
      body: { fileName: 'Spring sale.PNG', contentType: 'image/png', size: PNG.length },
    });
    expect(error).toBeNull();
    first = data!;
    expect(first.bucket).toBe(BUCKET);
    expect(first.path).toMatch(/^requests\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(first.signedUrl).toBe(`${backendUrl()}/storage/v1/object/upload/sign/${BUCKET}/${first.path}?token=${first.token}`);
    const lifetime = (Date.parse(first.expiresAt!) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(2 * 3600 - 60);
    expect(lifetime).toBeLessThanOrEqual(2 * 3600);
    const second = await issue();
    expect(second.path).not.toBe(first.path);
  });

  it('records each issued path for the database (the per-address limit counts them)', async () => {
    const { data } = await serviceClient().from('artwork_uploads').select('object_path, content_type, size_bytes').eq('object_path', first.path);
    expect(data).toEqual([{ object_path: first.path, content_type: 'image/png', size_bytes: PNG.length }]);
    // Nobody else can read the record.
    const asAnon = await anon.from('artwork_uploads').select('id');
    expect(asAnon.error).toMatchObject({ code: '42501' });
    const asUser = await user.from('artwork_uploads').select('id');
    expect(asUser.data).toEqual([]);
  });

  it('the visitor uploads on it with supabase-js, with no session', async () => {
    const { data, error } = await anon.storage.from(BUCKET).uploadToSignedUrl(first.path, first.token, png());
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: first.path, fullPath: `${BUCKET}/${first.path}` });
  });

  it('works once: a second upload to the same URL is refused as a duplicate and the first file stays', async () => {
    const again = await putOnSignedUrl(first.signedUrl, JPEG, 'image/jpeg');
    expect(await storageError(again)).toEqual({ statusCode: '409', code: 'ResourceAlreadyExists', error: 'Duplicate', message: 'The resource already exists' });
    const { data } = await admin.storage.from(BUCKET).download(first.path);
    expect(Buffer.from(await data!.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a plain PUT of the bytes on the signed URL works too (no API key: the token is the credential)', async () => {
    const issued = await issue('image/jpeg', JPEG.length, 'poster.jpg');
    expect(issued.path).toMatch(/\.jpg$/);
    const res = await putOnSignedUrl(issued.signedUrl, JPEG, 'image/jpeg');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Key: `${BUCKET}/${issued.path}` });
  });

  it('the bucket still holds the line on the upload: another type or more than 10 MiB is refused', async () => {
    const issued = await issue();
    const gif = await putOnSignedUrl(issued.signedUrl, new TextEncoder().encode('GIF89a'), 'image/gif');
    expect(await storageError(gif)).toMatchObject({ statusCode: '415', message: 'mime type image/gif is not supported' });
    const huge = await putOnSignedUrl(issued.signedUrl, new Uint8Array(10 * 1024 * 1024 + 1), 'image/png');
    expect(await storageError(huge)).toMatchObject({ statusCode: '413' });
    // A refused upload stores nothing, so the URL still takes the right file.
    expect((await putOnSignedUrl(issued.signedUrl, PNG, 'image/png')).status).toBe(200);
  });

  it('refuses an expired token with storage-api\u2019s InvalidJWT error, and stores nothing', async () => {
    const control = localBackendControl(backendUrl());
    await control.setSignedUploadExpiry(1);
    let issued: Issued;
    try {
      issued = await issue();
    } finally {
      await control.setSignedUploadExpiry(2 * 3600);
    }
    expect(Date.parse(issued.expiresAt!) - Date.now()).toBeLessThanOrEqual(1000);
    await sleep(2100);
    const res = await putOnSignedUrl(issued.signedUrl, PNG, 'image/png');
    expect(await storageError(res)).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: '"exp" claim timestamp check failed' });
    const { error } = await serviceClient().storage.from(BUCKET).download(issued.path);
    expect(error).not.toBeNull();
  });

  it('refuses a tampered token, a token for another path and a download token', async () => {
    const issued = await issue();
    const dot = issued.token.lastIndexOf('.') + 1;
    const tampered = `${issued.token.slice(0, dot)}${issued.token[dot] === 'a' ? 'b' : 'a'}${issued.token.slice(dot + 1)}`;
    const base = `${backendUrl()}/storage/v1/object/upload/sign/${BUCKET}`;
    expect(await storageError(await putOnSignedUrl(`${base}/${issued.path}?token=${tampered}`, PNG, 'image/png'))).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'signature verification failed',
    });
    expect(await storageError(await putOnSignedUrl(`${base}/requests/2026-11/chosen-by-me.png?token=${issued.token}`, PNG, 'image/png'))).toEqual({
      statusCode: '400',
      code: 'InvalidSignature',
      error: 'InvalidSignature',
      message: 'Invalid signature',
    });
    expect(await storageError(await putOnSignedUrl(`${base}/${issued.path}`, PNG, 'image/png'))).toMatchObject({ statusCode: '400' });

    const { data } = await admin.storage.from(BUCKET).createSignedUrl(first.path, 60);
    const downloadToken = new URL(data!.signedUrl).searchParams.get('token')!;
    expect(await storageError(await putOnSignedUrl(`${base}/${first.path}?token=${downloadToken}`, PNG, 'image/png'))).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for upload',
    });
  });

  it.each([
    [{ fileName: 'art.gif', contentType: 'image/gif', size: 100 }, ARTWORK_MESSAGES.type, 'contentType'],
    [{ fileName: 'art.webp', contentType: 'image/png', size: 100 }, ARTWORK_MESSAGES.type, 'contentType'],
    [{ fileName: 'art.png', contentType: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'This file is 10.1 MB; artwork must be 10 MB or smaller.', 'size'],
    [{ fileName: 'art.png', contentType: 'image/png', size: 0 }, ARTWORK_MESSAGES.empty, 'size'],
    [{ fileName: '', contentType: 'image/png', size: 100 }, ARTWORK_MESSAGES.fileName, 'fileName'],
  ])('refuses %j with a clear message', async (body, message, field) => {
    const res = await askForUpload(body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBe(message);
    expect(answer.fields[field]).toBe(message);
  });

  it('takes exactly 10 MiB, and answers CORS on errors too', async () => {
    expect((await askForUpload({ fileName: 'a.jpg', contentType: 'image/jpeg', size: 10 * 1024 * 1024 })).status).toBe(200);
    const notJson = await fetch(functionUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'text/plain', origin: 'https://www.example.ca' },
      body: '{}',
    });
    expect(notJson.status).toBe(415);
    expect(notJson.headers.get('access-control-allow-origin')).toBe('*');
    const get = await fetch(functionUrl(), { headers: { authorization: `Bearer ${LOCAL_ANON_KEY}` } });
    expect(get.status).toBe(405);
  });
});

describe('reading artwork', () => {
  let path: string;

  beforeAll(async () => {
    const issued = await issue();
    expect((await putOnSignedUrl(issued.signedUrl, PNG, 'image/png')).status).toBe(200);
    path = issued.path;
  });

  it('the admin makes a signed download URL that serves the file to whoever holds it', async () => {
    const { data, error } = await admin.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(new RegExp(`^${backendUrl()}/storage/v1/object/sign/${BUCKET}/${path}\\?token=`));
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const asAttachment = await fetch(`${data!.signedUrl}&download=artwork.png`);
    expect(asAttachment.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''artwork.png");
  });

  it('the admin downloads and lists it with the session', async () => {
    const { data } = await admin.storage.from(BUCKET).download(path);
    expect(Buffer.from(await data!.arrayBuffer()).equals(PNG)).toBe(true);
    const listed = await admin.storage.from(BUCKET).list(path.split('/').slice(0, 2).join('/'));
    expect(listed.data?.map((o) => o.name)).toContain(path.split('/')[2]);
  });

  it.each([
    ['a visitor (anon)', () => anon],
    ['a signed-in non-admin', () => user],
  ])('%s can neither sign, download, list nor see it publicly', async (_who, client) => {
    const bucket = client().storage.from(BUCKET);
    expect((await bucket.createSignedUrl(path, 60)).error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    expect((await bucket.download(path)).error).not.toBeNull();
    expect((await bucket.list('requests')).data).toEqual([]);
    const publicUrl = bucket.getPublicUrl(path).data.publicUrl;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404' });
    expect((await bucket.remove([path])).data).toEqual([]);
  });

  it('a download URL cannot be used for another object, and expires', async () => {
    // Two URLs: a one-second URL may already have expired by the time a busy machine tries it on
    // another object, and the expiry is checked before the object.
    const lasting = (await admin.storage.from(BUCKET).createSignedUrl(path, 600)).data!;
    const token = new URL(lasting.signedUrl).searchParams.get('token')!;
    const other = await fetch(`${backendUrl()}/storage/v1/object/sign/${BUCKET}/requests/2026-11/other.png?token=${token}`);
    expect(await storageError(other)).toMatchObject({ code: 'InvalidSignature', message: 'Invalid signature' });
    const { data } = await admin.storage.from(BUCKET).createSignedUrl(path, 1);
    await sleep(2100);
    expect(await storageError(await fetch(data!.signedUrl))).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
  });

  it('the admin deletes it', async () => {
    const { data } = await admin.storage.from(BUCKET).remove([path]);
    expect(data?.map((o) => o.name)).toEqual([path]);
  });
});

describe('the per-address limit', () => {
  it(`issues ${ARTWORK_RATE_LIMIT.max} URLs an hour to one address, then answers 429, even when the requests come at once`, async () => {
    await resetBackend();
    // All at once: on a real PostgreSQL they run concurrently, and only the database's lock keeps the count.
    const answers = await Promise.all(
      Array.from({ length: ARTWORK_RATE_LIMIT.max + 5 }, () => askForUpload({ fileName: 'a.png', contentType: 'image/png', size: 10 })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array<number>(ARTWORK_RATE_LIMIT.max).fill(200), ...Array<number>(5).fill(429)]);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe(String(ARTWORK_RATE_LIMIT.windowSeconds));
    expect(await refused.json()).toEqual({ error: ARTWORK_UPLOAD_MESSAGES.tooMany });
    const { count } = await serviceClient().from('artwork_uploads').select('id', { count: 'exact', head: true });
    expect(count).toBe(ARTWORK_RATE_LIMIT.max);
  });
});

describe('createSignedUploadUrl with the service role, as the function calls it', () => {
  it('answers storage-js\u2019s { signedUrl, path, token }, and refuses an existing object without upsert', async () => {
    const bucket = serviceClient().storage.from(BUCKET);
    const { data, error } = await bucket.createSignedUploadUrl('requests/2026-11/service.png');
    expect(error).toBeNull();
    expect(data).toEqual({
      signedUrl: `${backendUrl()}/storage/v1/object/upload/sign/${BUCKET}/requests/2026-11/service.png?token=${data!.token}`,
      path: 'requests/2026-11/service.png',
      token: data!.token,
    });
    expect((await bucket.uploadToSignedUrl(data!.path, data!.token, png())).error).toBeNull();
    const again = await bucket.createSignedUploadUrl('requests/2026-11/service.png');
    expect(again.error).toMatchObject({ status: 400, statusCode: '409' });
    // With upsert, the URL replaces the file (and may be used again until it expires).
    const upsert = await bucket.createSignedUploadUrl('requests/2026-11/service.png', { upsert: true });
    expect((await putOnSignedUrl(upsert.data!.signedUrl, JPEG, 'image/jpeg')).status).toBe(200);
    expect((await putOnSignedUrl(upsert.data!.signedUrl, PNG, 'image/png')).status).toBe(200);
    const { session } = await signInAsAdmin();
    const raw = await rawFetch(`/storage/v1/object/${BUCKET}/requests/2026-11/service.png`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(raw.status).toBe(200);
    expect(Buffer.from(await raw.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
