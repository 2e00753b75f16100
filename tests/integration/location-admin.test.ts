// What /admin/locations relies on, through supabase-js over HTTP: the admin
// creates, deactivates and deletes a location with its files; the public sees
// active locations only; the location buckets take the admin's files only,
// images and PDFs within their limits. (The table's full RLS matrix is in
// rls-matrix.test.ts.)
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, resetBackend, signInAsAdmin } from './helpers';

const PHOTOS = 'location-photos';
const SHEETS = 'location-sales-sheets';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });
const pdf = (bytes: Uint8Array<ArrayBuffer> = new Uint8Array(PDF)) => new Blob([bytes], { type: 'application/pdf' });
const name = (ext: string) => `${Date.now()}-${randomUUID().slice(0, 6)}.${ext}`;

let admin: SupabaseClient;
let user: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  await resetBackend();
  anon = anonClient();
  user = (await createUser()).client;
  admin = (await signInAsAdmin()).client;
});

afterAll(async () => {
  await resetBackend();
});

async function served(bucket: string, path: string): Promise<{ status: number; type: string | null }> {
  const res = await fetch(anon.storage.from(bucket).getPublicUrl(path).data.publicUrl);
  await res.arrayBuffer();
  return { status: res.status, type: res.headers.get('content-type') };
}

function expectStorageError(error: unknown, statusCode: string): void {
  expect(error).not.toBeNull();
  // Hosted storage: HTTP 400, the real status in the body.
  expect(error as { status: number; statusCode: string }).toMatchObject({ status: 400, statusCode });
}

describe('a location through its life', () => {
  it('is created with photos and a sales sheet, public while active, hidden when inactive, gone with its files when deleted', async () => {
    const photoPath = name('png');
    const sheetPath = name('pdf');
    expect((await admin.storage.from(PHOTOS).upload(photoPath, png(), { contentType: 'image/png' })).error).toBeNull();
    expect((await admin.storage.from(SHEETS).upload(sheetPath, pdf(), { contentType: 'application/pdf' })).error).toBeNull();
    expect(await served(PHOTOS, photoPath)).toEqual({ status: 200, type: 'image/png' });
    expect(await served(SHEETS, sheetPath)).toEqual({ status: 200, type: 'application/pdf' });

    const row = {
      name: `Integration Board ${randomUUID().slice(0, 6)}`,
      address: '1 Test St, Guelph, ON N1H 1A1',
      latitude: 43.5448,
      longitude: -80.2482,
      media_type: 'Digital LED — 10 ft x 30 ft',
      description: 'Made by a test.',
      thumbnail_image_1: admin.storage.from(PHOTOS).getPublicUrl(photoPath).data.publicUrl,
      thumbnail_image_2: null,
      sales_sheet_pdf_url: admin.storage.from(SHEETS).getPublicUrl(sheetPath).data.publicUrl,
      is_active: true,
    };
    const created = await admin.from('billboard_locations').insert(row).select().single();
    expect(created.error).toBeNull();
    const id = created.data!.id as string;
    const publicRow = () => anon.from('billboard_locations').select('id').eq('id', id);
    expect((await publicRow()).data).toEqual([{ id }]);

    const deactivated = await admin.from('billboard_locations').update({ is_active: false }).eq('id', id).select('is_active');
    expect(deactivated.data).toEqual([{ is_active: false }]);
    expect((await publicRow()).data).toEqual([]);
    expect((await user.from('billboard_locations').select('id').eq('id', id)).data).toEqual([]);
    // The admin still sees it, to edit it or bring it back.
    expect((await admin.from('billboard_locations').select('id').eq('id', id)).data).toEqual([{ id }]);

    // A signed-in visitor cannot change or delete it: RLS filters the row away.
    expect((await user.from('billboard_locations').update({ is_active: true }).eq('id', id).select('id')).data).toEqual([]);
    expect((await user.from('billboard_locations').delete().eq('id', id).select('id')).data).toEqual([]);

    expect((await admin.from('billboard_locations').delete().eq('id', id).select('id')).data).toEqual([{ id }]);
    expect((await admin.storage.from(PHOTOS).remove([photoPath])).error).toBeNull();
    expect((await admin.storage.from(SHEETS).remove([sheetPath])).error).toBeNull();
    expect((await served(PHOTOS, photoPath)).status).not.toBe(200);
    expect((await served(SHEETS, sheetPath)).status).not.toBe(200);
  });
});

describe.each([
  [PHOTOS, 'png', png, 'image/png'],
  [SHEETS, 'pdf', () => pdf(), 'application/pdf'],
] as const)('the %s bucket', (bucket, ext, file, contentType) => {
  let adminPath: string;

  beforeAll(async () => {
    adminPath = name(ext);
    const { error } = await admin.storage.from(bucket).upload(adminPath, file(), { contentType });
    if (error) throw new Error(`admin upload failed: ${error.message}`);
  });

  it.each([
    ['anon', () => anon],
    ['a signed-in non-admin', () => user],
  ] as const)('refuses uploads, deletes and listing by %s', async (_who, client) => {
    const path = name(ext);
    const upload = await client().storage.from(bucket).upload(path, file(), { contentType });
    expectStorageError(upload.error, '403');
    expect((await served(bucket, path)).status).not.toBe(200);
    const removed = await client().storage.from(bucket).remove([adminPath]);
    if (!removed.error) expect(removed.data).toEqual([]);
    expect((await served(bucket, adminPath)).status).toBe(200);
    const listed = await client().storage.from(bucket).list();
    if (!listed.error) expect(listed.data).toEqual([]);
  });

  it('lets the admin list it', async () => {
    const { data, error } = await admin.storage.from(bucket).list();
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toContain(adminPath);
  });
});

describe('the buckets\u2019 limits hold, even for the admin', () => {
  it('photos: no PDF, no SVG, nothing over 5 MiB', async () => {
    expectStorageError((await admin.storage.from(PHOTOS).upload(name('pdf'), pdf(), { contentType: 'application/pdf' })).error, '415');
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
    expectStorageError((await admin.storage.from(PHOTOS).upload(name('svg'), svg, { contentType: 'image/svg+xml' })).error, '415');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expectStorageError(
      (await admin.storage.from(PHOTOS).upload(name('png'), new Blob([big], { type: 'image/png' }), { contentType: 'image/png' })).error,
      '413',
    );
  });

  it('sales sheets: PDF only, at most 10 MiB', async () => {
    expectStorageError((await admin.storage.from(SHEETS).upload(name('png'), png(), { contentType: 'image/png' })).error, '415');
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'text/html' });
    expectStorageError((await admin.storage.from(SHEETS).upload(name('html'), html, { contentType: 'text/html' })).error, '415');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    expectStorageError((await admin.storage.from(SHEETS).upload(name('pdf'), pdf(big), { contentType: 'application/pdf' })).error, '413');
  });
});
