// The function's own decisions with stand-ins for the database and storage:
// what it refuses before asking anyone, and that a file whose bytes are not
// the declared still image is deleted and never becomes a version. The real
// SQL and storage run in tests/integration/artwork-versions.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { blackPng } from '../../../tests/e2e/png';
import { ARTWORK_VERSION_MESSAGES, handleArtworkVersionRequest, type ArtworkVersionDeps } from './handler.ts';

const CAMPAIGN = '3f2a6c1e-8b7d-4e1f-9a2b-0c1d2e3f4a5b';
const PATH = `campaigns/${CAMPAIGN}/0f0e0d0c-0b0a-4900-8800-000000000001.png`;
const CYCLE = '2026-12-07';

function deps(file: Uint8Array | null): { deps: ArtworkVersionDeps; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    deps: {
      beginUpload: vi.fn(async () => (calls.push('begin'), { ok: true as const, value: PATH })),
      fileForCheck: vi.fn(async () => (calls.push('file'), { campaignId: CAMPAIGN, contentType: 'image/png' })),
      insertVersion: vi.fn(async () => (calls.push('insert'), { ok: true as const, value: { id: 'v1', version: 1 } })),
      recordCheck: vi.fn(async () => void calls.push('record')),
      storage: {
        createSignedUploadUrl: vi.fn(async (path: string) => (calls.push('sign'), { path, token: 'a.b.c', signedUrl: `https://x/${path}` })),
        download: vi.fn(async () => (calls.push('download'), file)),
        remove: vi.fn(async () => void calls.push('remove')),
      },
      allowedOrigins: '*',
      logError: vi.fn(),
    },
  };
}

const post = (body: unknown) =>
  new Request('http://fn/artwork-version', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
    body: JSON.stringify(body),
  });

describe('artwork-version handler', () => {
  it('refuses a bad request before asking the database', async () => {
    const { deps: d, calls } = deps(null);
    for (const body of [
      {},
      { campaignId: 'nope', appliesFrom: CYCLE, fileName: 'a.png', contentType: 'image/png', size: 1 },
      { submit: '../../etc/passwd', appliesFrom: CYCLE },
      // No cycle named: refused, never given one.
      { campaignId: CAMPAIGN, fileName: 'a.png', contentType: 'image/png', size: 1 },
      { submit: PATH },
    ]) {
      expect((await handleArtworkVersionRequest(post(body), d)).status).toBe(400);
    }
    expect(
      (await handleArtworkVersionRequest(post({ campaignId: CAMPAIGN, appliesFrom: CYCLE, fileName: 'a.gif', contentType: 'image/gif', size: 1 }), d)).status,
    ).toBe(400);
    expect(calls).toEqual([]);
  });

  it('deletes an HTML file named .png and records nothing', async () => {
    const { deps: d, calls } = deps(new TextEncoder().encode('<!doctype html><p>hi</p>'));
    const res = await handleArtworkVersionRequest(post({ submit: PATH, appliesFrom: CYCLE }), d);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: ARTWORK_VERSION_MESSAGES.notAnImage });
    expect(calls).toEqual(['file', 'download', 'remove']);
  });

  it('never signs an upload for a name with invisible formatting characters, whatever the database answers', async () => {
    const { deps: d, calls } = deps(null);
    d.beginUpload = vi.fn(async () => (calls.push('begin'), { ok: true as const, value: `campaigns/${CAMPAIGN}/evil\u202egnp.png` }));
    const res = await handleArtworkVersionRequest(post({ campaignId: CAMPAIGN, appliesFrom: CYCLE, fileName: 'a.png', contentType: 'image/png', size: 10 }), d);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: ARTWORK_VERSION_MESSAGES.failed });
    expect(calls).toEqual(['begin']);
  });

  it('records the decoded size, then inserts the version as the caller', async () => {
    const { deps: d, calls } = deps(blackPng(840, 400));
    const res = await handleArtworkVersionRequest(post({ submit: PATH, appliesFrom: CYCLE }), d);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'v1', version: 1, width: 840, height: 400 });
    expect(calls).toEqual(['file', 'download', 'record', 'insert']);
    expect(d.recordCheck).toHaveBeenCalledWith(PATH, { contentType: 'image/png', width: 840, height: 400, bytes: blackPng(840, 400).length });
    expect(d.insertVersion).toHaveBeenCalledWith('Bearer t', { campaignId: CAMPAIGN, path: PATH, appliesFrom: CYCLE, replaces: null });
  });
});
