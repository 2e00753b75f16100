// The function's own decisions, with stand-ins for the database and storage:
// what it refuses before asking anyone, the path it makes, the limit's answer,
// and what the visitor gets when storage fails. The real SQL and storage run
// in tests/integration/booking-artwork.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { ARTWORK_MESSAGES, formatMegabytes } from '../_shared/artwork-messages.ts';
import { ARTWORK_UPLOAD_MESSAGES, artworkPath, handleArtworkUploadRequest, tokenExpiry, type ArtworkUploadDeps, type NewArtworkUpload } from './handler.ts';

const SITE = 'https://www.example.ca';
const NOW = new Date('2026-12-31T23:30:00Z');
const ID = '3F2A6C1E-8B7D-4E1F-9A2B-0C1D2E3F4A5B';
// {"alg":"HS256"}.{"exp":1798763400} (2027-01-01T00:30:00Z), unsigned: the handler only reads it.
const TOKEN = `${btoa('{"alg":"HS256"}')}.${btoa('{"exp":1798763400}').replace(/=+$/, '')}.sig`;

function deps(overrides: Partial<ArtworkUploadDeps> = {}): { deps: ArtworkUploadDeps; recorded: NewArtworkUpload[]; signed: string[] } {
  const recorded: NewArtworkUpload[] = [];
  const signed: string[] = [];
  return {
    recorded,
    signed,
    deps: {
      store: {
        record: async (upload) => {
          recorded.push(upload);
          return 'issued';
        },
      },
      storage: {
        createSignedUploadUrl: async (path) => {
          signed.push(path);
          return { path, token: TOKEN, signedUrl: `https://project.supabase.co/storage/v1/object/upload/sign/booking-artwork/${path}?token=${TOKEN}` };
        },
      },
      clock: { now: () => NOW },
      newId: () => ID,
      allowedOrigins: [SITE],
      rateLimit: { max: 10, windowSeconds: 3600 },
      logError: vi.fn(),
      ...overrides,
    },
  };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://fn/create-artwork-upload', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('create-artwork-upload handler', () => {
  it('records and signs a new path in the artwork bucket, and says when the URL expires', async () => {
    const { deps: d, recorded, signed } = deps();
    const res = await handleArtworkUploadRequest(post({ fileName: 'Sale.JPEG', contentType: 'image/jpeg', size: 2048 }), d, '203.0.113.9');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    const path = 'requests/2026-12/3f2a6c1e-8b7d-4e1f-9a2b-0c1d2e3f4a5b.jpg';
    expect(await res.json()).toEqual({
      bucket: 'booking-artwork',
      path,
      token: TOKEN,
      signedUrl: `https://project.supabase.co/storage/v1/object/upload/sign/booking-artwork/${path}?token=${TOKEN}`,
      expiresAt: '2027-01-01T00:30:00.000Z',
    });
    expect(recorded).toEqual([{ path, contentType: 'image/jpeg', size: 2048 }]);
    expect(signed).toEqual([path]);
  });

  it.each([
    [{ fileName: 'a.gif', contentType: 'image/gif', size: 10 }, ARTWORK_MESSAGES.type],
    [{ fileName: 'a.svg', contentType: 'image/png', size: 10 }, ARTWORK_MESSAGES.type],
    [{ fileName: 'a.png', contentType: 'image/png', size: 12 * 1024 * 1024 }, 'This file is 12.0 MB; artwork must be 10 MB or smaller.'],
    [{ fileName: 'a.png', contentType: 'image/png', size: 1.5 }, ARTWORK_MESSAGES.size],
    [{ fileName: 'a.png', contentType: 'image/png' }, ARTWORK_MESSAGES.size],
    [{ fileName: 'a\nb.png', contentType: 'image/png', size: 10 }, ARTWORK_MESSAGES.fileName],
    [{ contentType: 'image/png', size: 10 }, ARTWORK_MESSAGES.fileName],
  ])('refuses %j before touching the database or storage', async (body, message) => {
    const { deps: d, recorded, signed } = deps();
    const res = await handleArtworkUploadRequest(post(body), d, null);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
    expect(recorded).toEqual([]);
    expect(signed).toEqual([]);
  });

  it('answers 429 with Retry-After when the database says the address is over its limit, and signs nothing', async () => {
    const { deps: d, signed } = deps({ store: { record: async () => 'rate_limited' } });
    const res = await handleArtworkUploadRequest(post({ fileName: 'a.png', contentType: 'image/png', size: 10 }), d, '203.0.113.9');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(await res.json()).toEqual({ error: ARTWORK_UPLOAD_MESSAGES.tooMany });
    expect(signed).toEqual([]);
  });

  it('answers 500 in words, with CORS, when storage fails', async () => {
    const failing = vi.fn(async () => {
      throw new Error('storage down');
    });
    const { deps: d } = deps({ storage: { createSignedUploadUrl: failing } });
    const res = await handleArtworkUploadRequest(post({ fileName: 'a.png', contentType: 'image/png', size: 10 }), d, null);
    expect(res.status).toBe(500);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await res.json()).toEqual({ error: ARTWORK_UPLOAD_MESSAGES.failed });
    expect(d.logError).toHaveBeenCalled();
  });

  it('never records or signs a name with invisible formatting characters (the service role is bound by no storage policy)', async () => {
    const { deps: d, recorded, signed } = deps({ newId: () => 'evil\u202egnp' });
    const res = await handleArtworkUploadRequest(post({ fileName: 'a.png', contentType: 'image/png', size: 10 }), d, null);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: ARTWORK_UPLOAD_MESSAGES.failed });
    expect(recorded).toEqual([]);
    expect(signed).toEqual([]);
  });

  it('answers a preflight, and refuses other methods and non-JSON bodies', async () => {
    const { deps: d } = deps();
    const preflight = await handleArtworkUploadRequest(new Request('http://fn/', { method: 'OPTIONS', headers: { origin: SITE } }), d, null);
    expect(preflight.status).toBe(204);
    expect((await handleArtworkUploadRequest(new Request('http://fn/'), d, null)).status).toBe(405);
    expect((await handleArtworkUploadRequest(post('{}', { 'content-type': 'text/plain' }), d, null)).status).toBe(415);
    expect((await handleArtworkUploadRequest(post('[1]'), d, null)).status).toBe(400);
  });
});

describe('helpers', () => {
  it('names the path by the month in UTC, the lower-case id and the type', () => {
    expect(artworkPath(new Date('2027-01-01T04:00:00Z'), 'ABC-1', 'image/png')).toBe('requests/2027-01/abc-1.png');
  });

  it('reads the expiry of a token, or null for a token it cannot read', () => {
    expect(tokenExpiry(TOKEN)).toBe('2027-01-01T00:30:00.000Z');
    expect(tokenExpiry('not-a-token')).toBeNull();
  });

  it('rounds a size up to a tenth of a MB', () => {
    expect(formatMegabytes(10 * 1024 * 1024 + 1)).toBe('10.1 MB');
    expect(formatMegabytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
