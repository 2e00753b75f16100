// The site-rebuild job's part: the database decides whether to call (tests/integration/site-rebuild.test.ts);
// this is what one run does with each decision and each answer of the host.
import { describe, expect, it } from 'vitest';
import { COALESCE_SECONDS, MAX_BACKOFF_SECONDS, runSiteRebuild, type RebuildClaim, type RebuildStore } from './site-rebuild.ts';

function store(claims: RebuildClaim[]) {
  const calls: string[] = [];
  const fake: RebuildStore = {
    claim: async (window, backoff) => {
      calls.push(`claim ${window} ${backoff}`);
      return claims.shift() ?? { outcome: 'idle' };
    },
    finish: async (id, error) => void calls.push(`finish ${id} ${error}`),
    recordNotConfigured: async () => void calls.push('not configured'),
  };
  return { fake, calls };
}

const CLAIM = `claim ${COALESCE_SECONDS} ${MAX_BACKOFF_SECONDS}`;

describe('one run of the site-rebuild job', () => {
  it('calls the hook for a claim, records the answer, and claims once more to record when the next try is due', async () => {
    const { fake, calls } = store([
      { outcome: 'call', id: 'r1' },
      { outcome: 'queued', retryInSeconds: 60 },
    ]);
    const hooked: string[] = [];
    const result = await runSiteRebuild({
      store: fake,
      hookUrl: 'https://hooks.example/build',
      fetch: async (url, init) => (hooked.push(`${init.method} ${url}`), new Response('', { status: 200 })),
    });
    expect(hooked).toEqual(['POST https://hooks.example/build']);
    expect(calls).toEqual([CLAIM, 'finish r1 null', CLAIM]);
    expect(result).toEqual({ called: 1, failed: 0 });
  });

  it('records a refusal or an unreachable host with its words', async () => {
    for (const [answer, words] of [
      [async () => new Response('nope', { status: 404, statusText: 'Not Found' }), 'The host answered 404 Not Found'],
      [() => Promise.reject(new Error('getaddrinfo ENOTFOUND hooks.example')), 'The host could not be reached: getaddrinfo ENOTFOUND hooks.example'],
    ] as const) {
      const { fake, calls } = store([
        { outcome: 'call', id: 'r2' },
        { outcome: 'queued', retryInSeconds: 60 },
      ]);
      expect(await runSiteRebuild({ store: fake, hookUrl: 'https://hooks.example/build', fetch: answer })).toEqual({ called: 0, failed: 1 });
      expect(calls).toEqual([CLAIM, `finish r2 ${words}`, CLAIM]);
    }
  });

  it('without a hook calls nothing and records the waiting rebuild as not configured', async () => {
    const { fake, calls } = store([{ outcome: 'call', id: 'r3' }]);
    const result = await runSiteRebuild({ store: fake, hookUrl: null, fetch: () => Promise.reject(new Error('not to be called')) });
    expect(calls).toEqual(['not configured']);
    expect(result).toEqual({ called: 0, failed: 0 });
  });
});
