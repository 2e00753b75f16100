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

describe('a board\u2019s screen, audience and price', () => {
  const WELLINGTON = 'c0000000-0000-4000-8000-000000000001';

  it('are public with the board, and the admin edits them', async () => {
    const specs = {
      slots_per_loop: 8,
      spot_seconds: 10,
      daily_impressions: 51000,
      impressions_source: 'City of London traffic count, 2026',
      screen_width_px: 1920,
      screen_height_px: 540,
      screen_size: '14 ft x 48 ft',
      facing: 'Southbound, right-hand read',
      operating_hours: '24 hours',
      rate_per_cycle: 2100.5,
    };
    const saved = await admin.from('billboard_locations').update(specs).eq('id', WELLINGTON).select(Object.keys(specs).join(', ')).single();
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual(specs);
    const seen = await anon.from('billboard_locations').select(Object.keys(specs).join(', ')).eq('id', WELLINGTON).single();
    expect(seen.data).toEqual(specs);
  });

  it.each([
    ['slots_per_loop', { slots_per_loop: 21 }],
    ['slots_per_loop', { slots_per_loop: 0 }],
    ['spot_seconds', { spot_seconds: 5 }],
    ['spot_seconds', { spot_seconds: 11 }],
    ['daily_impressions', { daily_impressions: -1 }],
    ['an audience without its source', { daily_impressions: 1000, impressions_source: null }],
    ['one pixel side only', { screen_width_px: 1400, screen_height_px: null }],
    ['a rate below the range', { rate_per_cycle: 1099.99 }],
    ['a rate above the range', { rate_per_cycle: 2500.01 }],
    ['a blank screen size', { screen_size: '   ' }],
  ])('the database refuses %s, even from the admin', async (_, change) => {
    const { error } = await admin.from('billboard_locations').update(change).eq('id', WELLINGTON);
    expect(error?.code).toBe('23514');
  });

  it('a signed-in visitor cannot change them', async () => {
    const { data } = await user.from('billboard_locations').update({ rate_per_cycle: 1100 }).eq('id', WELLINGTON).select('id');
    expect(data ?? []).toEqual([]);
  });
});
