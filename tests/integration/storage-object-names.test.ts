// Object names with invisible formatting characters (bidirectional controls,
// zero-width characters, the BOM: the class the contact form refuses,
// INVISIBLE_FORMATTING) are refused by the storage policies of every bucket,
// as a policy refuses anything: "evil\u202Egnp.exe" would read as
// "evilexe.png" wherever the name is shown. Through supabase-js over HTTP, as
// the one role that may upload to each bucket (the admin); a plain name still
// works. The booking-artwork bucket takes uploads only on signed URLs, for
// names the database makes.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVISIBLE_FORMATTING } from '../../supabase/functions/_shared/business-rules';
import { resetBackend, serviceClient, signInAsAdmin, TINY_PNG } from './helpers';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
// A JPEG's start is enough for the bucket, which judges the declared type.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

const BUCKETS = [
  { bucket: 'blog-images', type: 'image/png', bytes: TINY_PNG, ext: 'png' },
  { bucket: 'location-photos', type: 'image/png', bytes: TINY_PNG, ext: 'png' },
  { bucket: 'location-sales-sheets', type: 'application/pdf', bytes: PDF, ext: 'pdf' },
  { bucket: 'proof-photos', type: 'image/jpeg', bytes: JPEG, ext: 'jpg' },
];

/** Every character of the class, read from its one definition. */
const REFUSED = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter(
  (ch, code) => (code < 0xd800 || code > 0xdfff) && INVISIBLE_FORMATTING.test(ch),
);

const blob = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type });

function expectPolicyRefusal(error: unknown): void {
  // Hosted storage: HTTP 400, the policy's 403 in the body.
  expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
}

let admin: SupabaseClient;
let run = 0;

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client;
});

afterAll(async () => {
  await resetBackend();
});

describe.each(BUCKETS)('$bucket', ({ bucket, type, bytes, ext }) => {
  it('refuses an upload whose name holds a right-to-left override, and stores nothing', async () => {
    const name = `${(run += 1)}-evil\u202egnp.exe.${ext}`;
    const { error } = await admin.storage.from(bucket).upload(name, blob(bytes, type), { contentType: type });
    expectPolicyRefusal(error);
    const { data } = await serviceClient()
      .storage.from(bucket)
      .list('', { search: `${run}-evil` });
    expect(data).toEqual([]);
  });

  it('refuses it with upsert as well', async () => {
    const { error } = await admin.storage.from(bucket).upload(`${(run += 1)}-a\u2066b.${ext}`, blob(bytes, type), { contentType: type, upsert: true });
    expectPolicyRefusal(error);
  });

  it('refuses a signed upload URL for such a name', async () => {
    const { error } = await admin.storage.from(bucket).createSignedUploadUrl(`${(run += 1)}-a\u200bb.${ext}`);
    expectPolicyRefusal(error);
  });

  it('still takes a plain name', async () => {
    const name = `${(run += 1)}-spring-sale.${ext}`;
    const { data, error } = await admin.storage.from(bucket).upload(name, blob(bytes, type), { contentType: type });
    expect(error).toBeNull();
    expect(data?.path).toBe(name);
  });
});

describe('the whole class', () => {
  it('is the contact form’s: bidirectional controls, zero-width characters and the BOM', () => {
    expect(REFUSED.map((ch) => ch.charCodeAt(0).toString(16))).toEqual([
      '200b',
      '200c',
      '200d',
      '200e',
      '200f',
      '202a',
      '202b',
      '202c',
      '202d',
      '202e',
      '2066',
      '2067',
      '2068',
      '2069',
      'feff',
    ]);
  });

  it.each(REFUSED.map((ch) => [ch.charCodeAt(0).toString(16).padStart(4, '0'), ch]))('U+%s anywhere in a name (a folder too) is refused', async (_code, ch) => {
    const { error } = await admin.storage
      .from('blog-images')
      .upload(`posts/${ch}x/${(run += 1)}.png`, blob(TINY_PNG, 'image/png'), { contentType: 'image/png' });
    expectPolicyRefusal(error);
  });
});

describe('replacing', () => {
  it('an object stored under such a name (by the service role, which policies do not bind) cannot be replaced by the admin', async () => {
    const name = `${(run += 1)}-old\u202egnp.png`;
    expect((await serviceClient().storage.from('blog-images').upload(name, blob(TINY_PNG, 'image/png'), { contentType: 'image/png' })).error).toBeNull();
    const { error } = await admin.storage.from('blog-images').update(name, blob(TINY_PNG, 'image/png'), { contentType: 'image/png' });
    expectPolicyRefusal(error);
  });
});

describe('booking-artwork', () => {
  it('takes no direct upload from the admin, plain name or not: only signed URLs the functions make for names the database shapes', async () => {
    for (const name of [`requests/2026-11/${(run += 1)}\u202egnp.png`, `requests/2026-11/${(run += 1)}.png`]) {
      const { error } = await admin.storage.from('booking-artwork').upload(name, blob(TINY_PNG, 'image/png'), { contentType: 'image/png' });
      expectPolicyRefusal(error);
    }
  });
});
