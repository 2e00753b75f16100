// Storage shapes: upload (multipart Blob and raw bytes), public URL, list,
// remove, and the bucket's type, size and duplicate checks.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, backendUrl, LOCAL_SERVICE_ROLE_KEY, rawFetch, resetBackend, serviceClient, signInAsAdmin } from './helpers';

const BUCKET = 'blog-images';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
const WEBP = new Uint8Array([...new TextEncoder().encode('RIFF'), 4, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]);

const storage = () => serviceClient().storage.from(BUCKET);

beforeAll(async () => {
  await resetBackend();
});

describe('upload and public URL', () => {
  it('uploads a Blob (multipart) and serves it publicly with its type and caching', async () => {
    const { data, error } = await storage().upload('api/one.png', new Blob([PNG], { type: 'image/png' }), { cacheControl: '120' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'api/one.png', fullPath: `${BUCKET}/api/one.png` });
    expect(typeof data!.id).toBe('string');

    const { publicUrl } = anonClient().storage.from(BUCKET).getPublicUrl('api/one.png').data;
    expect(publicUrl).toBe(`${backendUrl()}/storage/v1/object/public/${BUCKET}/api/one.png`);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=120');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('uploads raw bytes with a declared content type', async () => {
    for (const [name, bytes, type] of [
      ['api/raw.jpg', JPEG, 'image/jpeg'],
      ['api/raw.gif', GIF, 'image/gif'],
      ['api/raw.webp', WEBP, 'image/webp'],
    ] as const) {
      const { error } = await storage().upload(name, bytes, { contentType: type });
      expect(error, name).toBeNull();
      const res = await fetch(`${backendUrl()}/storage/v1/object/public/${BUCKET}/${name}`);
      expect(res.headers.get('content-type')).toBe(type);
    }
  });

  it("a missing object is storage-api's not_found error: HTTP 400, statusCode 404 in the body", async () => {
    const res = await fetch(`${backendUrl()}/storage/v1/object/public/${BUCKET}/api/missing.png`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });

  it('an existing key without upsert is 409 Duplicate; with upsert it is replaced', async () => {
    await storage().upload('api/dup.png', PNG, { contentType: 'image/png' });
    const again = await storage().upload('api/dup.png', PNG, { contentType: 'image/png' });
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const replaced = await storage().upload('api/dup.png', JPEG, { contentType: 'image/jpeg', upsert: true });
    expect(replaced.error).toBeNull();
    const res = await fetch(`${backendUrl()}/storage/v1/object/public/${BUCKET}/api/dup.png`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('type and size checks', () => {
  it('judges the declared type, as hosted storage does, and serves the object with it and nosniff', async () => {
    const text = new TextEncoder().encode('<script>alert(1)</script>');
    const { error } = await storage().upload('api/declared.png', new Blob([text], { type: 'image/png' }));
    expect(error).toBeNull();
    const res = await fetch(`${backendUrl()}/storage/v1/object/public/${BUCKET}/api/declared.png`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses types the bucket does not allow (SVG, text) with invalid_mime_type (statusCode 415, HTTP 400)', async () => {
    const svg = await storage().upload('api/x.svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), { contentType: 'image/svg+xml' });
    expect(svg.error).toMatchObject({ statusCode: '415', message: 'mime type image/svg+xml is not supported' });
    expect((svg.error as unknown as { status: number }).status).toBe(400);
    const txt = await storage().upload('api/x.txt', new TextEncoder().encode('hello'), { contentType: 'text/plain' });
    expect(txt.error?.statusCode).toBe('415');
    const res = await rawFetch(`/storage/v1/object/${BUCKET}/api/raw.txt`, {
      method: 'POST',
      key: LOCAL_SERVICE_ROLE_KEY,
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '415', error: 'invalid_mime_type', message: 'mime type text/plain is not supported' });
  });

  it('stores an empty file, as hosted storage does', async () => {
    const { error } = await storage().upload('api/empty.png', new Uint8Array(0), { contentType: 'image/png' });
    expect(error).toBeNull();
    const res = await fetch(`${backendUrl()}/storage/v1/object/public/${BUCKET}/api/empty.png`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('refuses a cacheControl that could not be sent back as a header, and keeps every download working', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600\r\nX-Injected: yes');
    form.append('', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    const res = await rawFetch(`/storage/v1/object/${BUCKET}/api/header.png`, { method: 'POST', key: LOCAL_SERVICE_ROLE_KEY, body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_request');
    const ok = await storage().upload('api/cached.png', PNG, { contentType: 'image/png', cacheControl: '60' });
    expect(ok.error).toBeNull();
    const download = await fetch(`${backendUrl()}/storage/v1/object/public/${BUCKET}/api/cached.png`);
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
  });

  it('refuses a file over the bucket limit with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const { error } = await storage().upload('api/big.png', big, { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
  });

  it('refuses keys that try to leave the bucket', async () => {
    const res = await fetch(`${backendUrl()}/storage/v1/object/${BUCKET}/a/%2E%2E/%2E%2E/etc.png`, {
      method: 'POST',
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(res.status).toBe(400);
  });
});

describe('list and remove', () => {
  it('lists one folder level with files and subfolders', async () => {
    await storage().upload('listing/a.png', PNG, { contentType: 'image/png' });
    await storage().upload('listing/b.png', PNG, { contentType: 'image/png' });
    await storage().upload('listing/sub/c.png', PNG, { contentType: 'image/png' });
    const { data, error } = await storage().list('listing');
    expect(error).toBeNull();
    expect(data!.map((e) => e.name).sort()).toEqual(['a.png', 'b.png', 'sub']);
    const file = data!.find((e) => e.name === 'a.png')!;
    expect(file.id).toBeTruthy();
    expect(file.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length });
    expect(data!.find((e) => e.name === 'sub')!.id).toBeNull();
    const page = await storage().list('listing', { limit: 1, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data!.map((e) => e.name)).toEqual(['b.png']);
  });

  it('removes objects and answers the removed rows', async () => {
    await storage().upload('remove/x.png', PNG, { contentType: 'image/png' });
    const { data, error } = await storage().remove(['remove/x.png', 'remove/not-there.png']);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual(['remove/x.png']);
    const res = await fetch(`${backendUrl()}/storage/v1/object/public/${BUCKET}/remove/x.png`);
    expect(((await res.json()) as { statusCode: string }).statusCode).toBe('404');
  });

  it('the signed-in admin can upload and remove (policies allow it)', async () => {
    const { client } = await signInAsAdmin();
    const up = await client.storage.from(BUCKET).upload('admin/pic.png', new Blob([PNG], { type: 'image/png' }));
    expect(up.error).toBeNull();
    const removed = await client.storage.from(BUCKET).remove(['admin/pic.png']);
    expect(removed.data).toHaveLength(1);
  });

  it('an anonymous upload is refused with 403 by the policies', async () => {
    const { error } = await anonClient()
      .storage.from(BUCKET)
      .upload('anon/pic.png', new Blob([PNG], { type: 'image/png' }));
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
  });
});
