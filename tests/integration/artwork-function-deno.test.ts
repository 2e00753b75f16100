// The deployed entry of create-artwork-upload (index.ts under real Deno, with
// supabase-js and the service role, as a hosted project runs it) against the
// local backend: the same contract as the handler the backend runs in Node.
// This is what proves the deployed wiring: storage-js's createSignedUploadUrl
// over HTTP, the rate-limit RPC, the address from Cloudflare's header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTWORK_MESSAGES } from '../../supabase/functions/_shared/artwork-messages';
import { ARTWORK_RATE_LIMIT, ARTWORK_UPLOAD_MESSAGES } from '../../supabase/functions/create-artwork-upload/handler';
import { startDenoFunction, type DenoFunction } from './deno-function';
import { backendUrl, LOCAL_ANON_KEY, resetBackend, signInAsAdmin } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let deno: DenoFunction | undefined;

beforeAll(async () => {
  await resetBackend();
  deno = await startDenoFunction(backendUrl(), 'http://127.0.0.1:9/unused', { ALLOWED_ORIGINS: 'https://www.example.ca' }, 'create-artwork-upload');
});

afterAll(async () => {
  deno?.stop();
  await resetBackend();
});

const ask = (body: unknown, ip: string) =>
  fetch(deno!.url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'content-type': 'application/json',
      origin: 'https://www.example.ca',
      'cf-connecting-ip': ip,
    },
    body: JSON.stringify(body),
  });

describe('create-artwork-upload under Deno (index.ts)', () => {
  it('issues a signed upload URL on the project\u2019s storage that takes the file once', async () => {
    const res = await ask({ fileName: 'poster.png', contentType: 'image/png', size: PNG.length }, '198.51.100.1');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.example.ca');
    const issued = (await res.json()) as { bucket: string; path: string; token: string; signedUrl: string; expiresAt: string };
    expect(issued.bucket).toBe('booking-artwork');
    expect(issued.path).toMatch(/^requests\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(issued.signedUrl).toBe(`${backendUrl()}/storage/v1/object/upload/sign/booking-artwork/${issued.path}?token=${issued.token}`);
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeGreaterThan(7000 * 1000);

    const put = () => fetch(issued.signedUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(PNG) });
    expect((await put()).status).toBe(200);
    const again = await put();
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ statusCode: '409', error: 'Duplicate' });

    const { client: admin } = await signInAsAdmin();
    const { data } = await admin.storage.from('booking-artwork').download(issued.path);
    expect(Buffer.from(await data!.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a wrong type with the same message as the local handler', async () => {
    const res = await ask({ fileName: 'a.gif', contentType: 'image/gif', size: 10 }, '198.51.100.2');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(ARTWORK_MESSAGES.type);
  });

  it('counts the limit per address from Cloudflare\u2019s header', async () => {
    for (let i = 0; i < ARTWORK_RATE_LIMIT.max; i++)
      expect((await ask({ fileName: 'a.png', contentType: 'image/png', size: 10 }, '198.51.100.3')).status).toBe(200);
    const refused = await ask({ fileName: 'a.png', contentType: 'image/png', size: 10 }, '198.51.100.3');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: ARTWORK_UPLOAD_MESSAGES.tooMany });
    // Another address is not affected.
    expect((await ask({ fileName: 'a.png', contentType: 'image/png', size: 10 }, '198.51.100.4')).status).toBe(200);
  });
});
