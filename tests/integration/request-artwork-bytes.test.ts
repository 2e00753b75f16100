// A prospect's booking artwork is judged by its bytes before the request is
// stored, as an advertiser's new version is: a file that is not a still JPEG
// or PNG of the type it was declared as (an HTML page uploaded as image/png
// through the signed URL) refuses the request with words for the prospect, is
// removed from storage, and never becomes the campaign's first artwork
// version. Run against the handler in Node (the local backend) and the
// deployed entry, index.ts, under real Deno; the database refuses a request
// naming artwork whose bytes were never checked, whoever calls it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { ARTWORK_MESSAGES } from '../../supabase/functions/_shared/artwork-messages';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { startDenoFunction, startResendStandIn, type DenoFunction, type ResendStandIn } from './deno-function';
import { backendUrl, LOCAL_ANON_KEY, resetBackend, serviceClient, TINY_PNG, uploadArtworkAsVisitor } from './helpers';

const WELLINGTON = 'c0000000-0000-4000-8000-000000000001';
const BUCKET = 'booking-artwork';
const HTML = new TextEncoder().encode('<!doctype html><script>alert(document.domain)</script>');
// A 1x1 baseline JPEG's start: SOI, then a start-of-frame header with its size.
const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);

let deno: DenoFunction | undefined;
let resend: ResendStandIn | undefined;

beforeAll(async () => {
  resend = await startResendStandIn();
  deno = await startDenoFunction(backendUrl(), resend.url);
}, 90_000);

afterAll(async () => {
  deno?.stop();
  await resend?.close();
});

const targets = [
  { name: 'the handler in Node (local backend)', url: () => `${backendUrl()}/functions/v1/send-contact-email` },
  { name: 'index.ts under Deno', url: () => deno!.url },
];

function request(artworkPath: string) {
  const starts = nextCycleStarts(new Date(), 6, site.bookingCycles);
  return {
    name: 'Rosa Marin',
    email: `rosa+${randomUUID()}@marin-bistro.ca`,
    company: 'Marin Bistro',
    phone: '519-555-0142',
    message: 'One board for our opening.',
    source: 'campaign-plan',
    idempotency_key: randomUUID(),
    location_ids: [WELLINGTON],
    booking: { starts_on: starts[4], cycles: 1 },
    artwork_path: artworkPath,
  };
}

async function storedFor(email: string, path: string) {
  const service = serviceClient();
  const leads = (await service.from('contact_inquiries').select('id').eq('email', email)).data ?? [];
  const versions = (await service.from('artwork_versions').select('id, source, state').eq('storage_path', path)).data ?? [];
  const file = await service.storage.from(BUCKET).download(path);
  return { leads: leads.length, versions, fileKept: file.error === null };
}

describe.each(targets)('request artwork is checked by its bytes: $name', (target) => {
  const send = (body: Record<string, unknown>) =>
    fetch(target.url(), {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.40' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    await resetBackend();
  }, 60_000);

  it('refuses an HTML page uploaded as image/png: the prospect is told, nothing is stored, the file is removed', async () => {
    const path = await uploadArtworkAsVisitor({ bytes: HTML, contentType: 'image/png' });
    const body = request(path);
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid inquiry', fields: { artwork_path: ARTWORK_MESSAGES.notAnImage } });
    expect(await storedFor(body.email, path)).toEqual({ leads: 0, versions: [], fileKept: false });
  });

  it('refuses a JPEG declared as a PNG, in words of its own', async () => {
    const path = await uploadArtworkAsVisitor({ bytes: JPEG, contentType: 'image/png' });
    const body = request(path);
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid inquiry', fields: { artwork_path: ARTWORK_MESSAGES.wrongType } });
    expect(await storedFor(body.email, path)).toEqual({ leads: 0, versions: [], fileKept: false });
  });

  it('refuses artwork whose upload never arrived', async () => {
    const path = await uploadArtworkAsVisitor({ bytes: null });
    const body = request(path);
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid inquiry', fields: { artwork_path: ARTWORK_MESSAGES.notReceived } });
    expect((await storedFor(body.email, path)).leads).toBe(0);
  });

  it('takes a real PNG: the request is stored and its artwork becomes the campaign’s first version, with its checked size', async () => {
    const path = await uploadArtworkAsVisitor({ bytes: TINY_PNG, contentType: 'image/png' });
    const body = request(path);
    const res = await send(body);
    expect(res.status).toBe(200);
    expect(await storedFor(body.email, path)).toEqual({
      leads: 1,
      versions: [{ id: expect.any(String), source: 'request', state: 'pending' }],
      fileKept: true,
    });
    const { data } = await serviceClient().from('artwork_uploads').select('width, height, bytes').eq('object_path', path);
    expect(data).toEqual([{ width: 1, height: 1, bytes: TINY_PNG.length }]);
    // Sent again (the same key), it answers as the first time and checks nothing twice.
    expect((await send(body)).status).toBe(200);
  });
});

describe('the database', () => {
  beforeAll(async () => {
    await resetBackend();
  }, 60_000);

  it('refuses a request naming artwork whose bytes nobody checked, even from the service role', async () => {
    const path = await uploadArtworkAsVisitor();
    const body = request(path);
    const { error } = await serviceClient().rpc('store_contact_request', {
      p_name: body.name,
      p_email: body.email,
      p_company: body.company,
      p_phone: body.phone,
      p_message: body.message,
      p_source: body.source,
      p_location_ids: body.location_ids,
      p_client_address: '203.0.113.41',
      p_idempotency_key: body.idempotency_key,
      p_rate_max: 5,
      p_rate_window_seconds: 600,
      p_booking_starts_on: body.booking.starts_on,
      p_booking_cycles: body.booking.cycles,
      p_artwork_path: path,
    });
    expect(error).toMatchObject({ code: 'P0001', details: 'artwork_unchecked', message: ARTWORK_MESSAGES.notChecked });
    expect((await storedFor(body.email, path)).leads).toBe(0);
  });
});
