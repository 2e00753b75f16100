// Storage policies on the blog-images bucket, through supabase-js over HTTP:
// only the admin writes, everyone reads through public URLs, nobody but the
// admin can list, and the bucket's size and type limits hold.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, resetBackend, signInAsAdmin } from './helpers';

const BUCKET = 'blog-images';
// A valid 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const png = (bytes: Uint8Array<ArrayBuffer> = new Uint8Array(PNG)) => new Blob([bytes], { type: 'image/png' });

let admin: SupabaseClient;
let user: SupabaseClient;
let anon: SupabaseClient;
/** An image the admin uploaded, that the others then try to touch. */
let adminPath: string;

async function publicBytes(path: string): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const url = anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
  // A plain browser-style GET: no apikey, no Authorization.
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

function expectPolicyRefusal(error: unknown): void {
  expect(error).not.toBeNull();
  // Hosted storage: HTTP 400, the policy's 403 in the body.
  const e = error as { status?: number; statusCode?: string; message?: string };
  expect(e.status).toBe(400);
  expect(e.statusCode).toBe('403');
  expect(e.message).toMatch(/row-level security/i);
}

beforeAll(async () => {
  await resetBackend();
  anon = anonClient();
  user = (await createUser()).client;
  admin = (await signInAsAdmin()).client;
  adminPath = `${Date.now()}-hero.png`;
  const { error } = await admin.storage.from(BUCKET).upload(adminPath, png(), { contentType: 'image/png' });
  if (error) throw new Error(`admin upload failed: ${error.message}`);
});

afterAll(async () => {
  await resetBackend();
});

describe('the admin', () => {
  it('uploads an image whose public URL serves it to anyone', async () => {
    const path = `blog-images/${Date.now()}-${randomUUID().slice(0, 6)}.png`;
    const { data, error } = await admin.storage.from(BUCKET).upload(path, png(), { contentType: 'image/png', cacheControl: '3600' });
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    const served = await publicBytes(path);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.bytes.equals(PNG)).toBe(true);
  });

  it('replaces an image with upsert', async () => {
    const { error } = await admin.storage.from(BUCKET).upload(adminPath, png(), { contentType: 'image/png', upsert: true });
    expect(error).toBeNull();
  });

  it('lists the bucket', async () => {
    const { data, error } = await admin.storage.from(BUCKET).list();
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toContain(adminPath);
  });

  it('deletes an image', async () => {
    const path = `${Date.now()}-to-delete.png`;
    await admin.storage.from(BUCKET).upload(path, png(), { contentType: 'image/png' });
    const { data, error } = await admin.storage.from(BUCKET).remove([path]);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect((await publicBytes(path)).status).not.toBe(200);
  });
});

describe.each([
  ['anon', () => anon],
  ['a signed-in non-admin', () => user],
] as const)('%s', (_label, client) => {
  it('cannot upload', async () => {
    const path = `${Date.now()}-${randomUUID().slice(0, 6)}.png`;
    const { error } = await client().storage.from(BUCKET).upload(path, png(), { contentType: 'image/png' });
    expectPolicyRefusal(error);
    expect((await publicBytes(path)).status).not.toBe(200);
  });

  it("cannot overwrite the admin's image with upsert", async () => {
    const other = new Uint8Array(PNG);
    other[other.length - 5] ^= 0xff;
    const { error } = await client().storage.from(BUCKET).upload(adminPath, png(other), { contentType: 'image/png', upsert: true });
    expect(error).not.toBeNull();
    const served = await publicBytes(adminPath);
    expect(served.bytes.equals(PNG)).toBe(true);
  });

  it("cannot delete the admin's image", async () => {
    const { data, error } = await client().storage.from(BUCKET).remove([adminPath]);
    // Like Supabase: rows the caller may not see are simply not removed.
    if (!error) expect(data).toEqual([]);
    expect((await publicBytes(adminPath)).status).toBe(200);
  });

  it('cannot list the bucket', async () => {
    const { data, error } = await client().storage.from(BUCKET).list();
    if (!error) expect(data).toEqual([]);
  });

  it('still reads the image through its public URL', async () => {
    expect((await publicBytes(adminPath)).status).toBe(200);
  });
});

describe('bucket limits (even for the admin)', () => {
  it('refuses a file that is not an image', async () => {
    const { error } = await admin.storage
      .from(BUCKET)
      .upload(`${Date.now()}-notes.txt`, new Blob(['hello'], { type: 'text/plain' }), { contentType: 'text/plain' });
    expect(error).not.toBeNull();
    expect(error as unknown as { status: number; statusCode: string }).toMatchObject({ status: 400, statusCode: '415' });
  });

  it('refuses SVG, which can carry script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const { error } = await admin.storage
      .from(BUCKET)
      .upload(`${Date.now()}-logo.svg`, new Blob([svg], { type: 'image/svg+xml' }), { contentType: 'image/svg+xml' });
    expect(error).not.toBeNull();
    expect(error as unknown as { status: number; statusCode: string }).toMatchObject({ status: 400, statusCode: '415' });
  });

  it('refuses a file over 5 MiB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const { error } = await admin.storage.from(BUCKET).upload(`${Date.now()}-big.png`, png(big), { contentType: 'image/png' });
    expect(error).not.toBeNull();
    expect(error as unknown as { status: number; statusCode: string }).toMatchObject({ status: 400, statusCode: '413' });
  });
});
