// The handler's gate, before anything is stored: method, CORS, content type,
// body, validation and the honeypot. What happens once a lead is stored
// (idempotency, rate limit, delivery) runs against the real database
// functions in tests/integration/contact-function.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, handleRequest } from './handler.ts';
import type { ContactInquiry, HandlerDeps, InquiryStore, Mailer } from './types.ts';

const SITE = 'https://www.example.ca';

/** A store and mailer the gate must never reach: every call fails the test. */
function untouched(): { deps: HandlerDeps; calls: string[] } {
  const calls: string[] = [];
  const refuse = (name: string) => async () => {
    calls.push(name);
    throw new Error(`${name} must not be called`);
  };
  const store: InquiryStore = {
    submit: refuse('submit'),
    claimDelivery: refuse('claimDelivery'),
    finishDelivery: refuse('finishDelivery'),
    dueForDelivery: refuse('dueForDelivery'),
    activeLocationNames: refuse('activeLocationNames'),
    applyRetention: refuse('applyRetention'),
    correctRequestEmail: refuse('correctRequestEmail'),
    lapsedRequests: refuse('lapsedRequests'),
    finishLapseNotice: refuse('finishLapseNotice'),
    campaignOfLead: refuse('campaignOfLead'),
    campaignReminders: refuse('campaignReminders'),
    claimStaffDigest: refuse('claimStaffDigest'),
    releaseStaffDigest: refuse('releaseStaffDigest'),
  };
  const mailer: Mailer = { send: refuse('send') };
  return {
    calls,
    deps: {
      store,
      mailer,
      clock: { now: () => new Date('2026-03-02T15:00:00Z') },
      notifyAddress: 'sales@example.ca',
      siteUrl: 'https://www.example.ca',
      allowedOrigins: [SITE],
      rateLimit: { max: 5, windowMs: 600_000 },
      artwork: {
        upload: refuse('artwork.upload'),
        download: refuse('artwork.download'),
        remove: refuse('artwork.remove'),
        recordCheck: refuse('artwork.recordCheck'),
      },
      logError: vi.fn(),
    },
  };
}

const valid: ContactInquiry = {
  name: 'Jane Doe',
  email: 'jane@northside-dental.ca',
  company: 'Northside Dental',
  phone: '+1 (519) 555-0142',
  message: 'Two boards for four weeks.',
  source: 'contact-page',
};

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/functions/v1/send-contact-email', {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('handleRequest: the gate', () => {
  it('answers the preflight with the CORS headers and no body', async () => {
    const { deps, calls } = untouched();
    const res = await handleRequest(
      new Request('http://localhost/functions/v1/send-contact-email', {
        method: 'OPTIONS',
        headers: {
          origin: SITE,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
        },
      }),
      deps,
      null,
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(calls).toEqual([]);
  });

  it('refuses other methods with 405, still with CORS headers', async () => {
    const { deps } = untouched();
    const res = await handleRequest(new Request('http://localhost/x', { method: 'GET', headers: { origin: SITE } }), deps, null);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await json(res)).error).toBe(CONTACT_MESSAGES.methodNotAllowed);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses a body sent as %j with 415 (another site could post it without a preflight)',
    async (type) => {
      const { deps, calls } = untouched();
      const res = await handleRequest(post(valid, { 'content-type': type }), deps, null);
      expect(res.status).toBe(415);
      expect((await json(res)).error).toBe(CONTACT_MESSAGES.unsupportedType);
      expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(calls).toEqual([]);
    },
  );

  it('takes application/json with parameters', async () => {
    const { deps } = untouched();
    const res = await handleRequest(post({}, { 'content-type': 'Application/JSON; charset=utf-8' }), deps, null);
    expect(res.status).toBe(400);
  });

  it('names every invalid field at once, with CORS headers, storing nothing', async () => {
    const { deps, calls } = untouched();
    const res = await handleRequest(post({ ...valid, name: '', email: 'x', location_ids: ['not-a-uuid'], idempotency_key: 'nope' }), deps, null);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(Object.keys(body.fields as object).sort()).toEqual(['email', 'idempotency_key', 'location_ids', 'name']);
    expect(res.headers.get('vary')).toBe('Origin');
    expect(calls).toEqual([]);
  });

  it.each(['202E', '200B', '2066', 'FEFF', '200F'])('refuses the invisible formatting character U+%s in a single-line field', async (hex) => {
    const char = String.fromCodePoint(parseInt(hex, 16));
    const { deps, calls } = untouched();
    const res = await handleRequest(post({ ...valid, company: `Evil${char}Corp` }), deps, null);
    expect(res.status).toBe(400);
    expect((await json(res)).fields).toEqual({ company: expect.stringMatching(/invisible formatting/) });
    expect(calls).toEqual([]);
  });

  it('drops a bot submission: success-shaped answer, nothing stored or sent', async () => {
    const { deps, calls } = untouched();
    const res = await handleRequest(post({ ...valid, website: 'http://spam.example' }), deps, null);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ ok: true, delivered: true });
    expect(calls).toEqual([]);
  });

  it('answers the visitor only: a staff action sent here is an invalid inquiry, and nothing is touched', async () => {
    const { deps, calls } = untouched();
    const res = await handleRequest(post({ resend: '6f0c3a52-5d0e-4a53-9a43-5b1f2d7e0c11' }, { authorization: 'Bearer x' }), deps, null);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(CONTACT_MESSAGES.invalid);
    expect(calls).toEqual([]);
  });

  it('never leaks a stack trace from an unexpected error', async () => {
    const { deps } = untouched();
    const res = await handleRequest(post(valid), deps, '127.0.0.1');
    expect(res.status).toBe(500);
    const body = await json(res);
    expect(body).toEqual({ error: CONTACT_MESSAGES.storeFailed });
  });
});
