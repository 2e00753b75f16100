// The function's own decisions, with stand-ins for the database and the
// mailer: what it refuses before asking anyone, the consent wording it
// records (the form's, never the request's), one answer whatever the database
// decided, and the e-mail it sends. The real SQL runs in
// tests/integration/newsletter.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_CONSENT } from '../_shared/newsletter-consent.ts';
import type { NewsletterStore, SubscriptionOutcome } from '../_shared/newsletter-subscription.ts';
import type { OutgoingEmail } from '../_shared/mailer.ts';
import { handleNewsletterRequest, NEWSLETTER_MESSAGES, type NewsletterHandlerDeps } from './handler.ts';

const SITE = 'https://www.example.ca';
const ID = '11111111-2222-4333-8444-555555555555';

function deps(outcome: SubscriptionOutcome, options: { failSend?: boolean } = {}) {
  const sent: OutgoingEmail[] = [];
  const requests: unknown[][] = [];
  const finished: [string, string | null][] = [];
  const store: NewsletterStore = {
    request: vi.fn(async (...args: unknown[]) => {
      requests.push(args);
      return { outcome, id: outcome === 'rate_limited' ? null : ID };
    }),
    claim: vi.fn(async (id: string) => ({
      id,
      email: 'reader@example.com',
      confirmToken: 'c0ffee00-0000-4000-8000-000000000001',
      unsubscribeToken: 'dead0000-0000-4000-8000-000000000002',
    })),
    finish: vi.fn(async (id: string, error: string | null) => {
      finished.push([id, error]);
    }),
    due: vi.fn(async () => []),
  };
  const all: NewsletterHandlerDeps = {
    store,
    mailer: {
      send: async (email) => {
        if (options.failSend) throw new Error('provider down');
        sent.push(email);
        return { id: 'm1' };
      },
    },
    siteUrl: SITE,
    rateLimit: { max: 10, windowSeconds: 3600 },
    allowedOrigins: [SITE],
    logError: vi.fn(),
  };
  return { deps: all, sent, requests, finished, store };
}

const post = (body: unknown) =>
  new Request('http://localhost/functions/v1/newsletter-subscribe', {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const valid = { email: '  Reader@Example.com ', form: 'newsletter-signup', page: '/blog' };

describe('newsletter-subscribe', () => {
  it('records the form\u2019s own wording, the page and the client address, and e-mails the confirmation link', async () => {
    const d = deps('send');
    const res = await handleNewsletterRequest(post({ ...valid, consent_text: 'I agree to anything' }), d.deps, '203.0.113.7');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(d.requests).toEqual([['Reader@Example.com', { text: NEWSLETTER_CONSENT['newsletter-signup'], page: '/blog' }, '203.0.113.7', d.deps.rateLimit]]);
    expect(d.sent).toHaveLength(1);
    expect(d.sent[0]!.text).toContain(`${SITE}/newsletter/confirm?token=c0ffee00-0000-4000-8000-000000000001`);
    expect(d.sent[0]!.text).toContain(`${SITE}/unsubscribe?token=dead0000-0000-4000-8000-000000000002`);
    expect(d.finished).toEqual([[ID, null]]);
  });

  it('answers a subscribed or recently asked address exactly as a new one, and sends nothing', async () => {
    const d = deps('quiet');
    const res = await handleNewsletterRequest(post(valid), d.deps, '203.0.113.7');
    expect([res.status, await res.json()]).toEqual([200, { ok: true }]);
    expect(d.sent).toEqual([]);
    expect(d.store.claim).not.toHaveBeenCalled();
  });

  it('still answers ok when the mailer fails: the failure is recorded for a retry', async () => {
    const d = deps('send', { failSend: true });
    const res = await handleNewsletterRequest(post(valid), d.deps, null);
    expect([res.status, await res.json()]).toEqual([200, { ok: true }]);
    expect(d.finished).toEqual([[ID, 'provider down']]);
  });

  it('answers 429 when the database says the client address asked too often', async () => {
    const res = await handleNewsletterRequest(post(valid), deps('rate_limited').deps, '203.0.113.7');
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: NEWSLETTER_MESSAGES.tooMany });
    expect(res.headers.get('retry-after')).toBe('3600');
  });

  it.each([
    [{ ...valid, email: 'not-an-address' }, NEWSLETTER_MESSAGES.invalidEmail],
    [{ ...valid, form: 'somebody-elses-form' }, NEWSLETTER_MESSAGES.invalid],
    [{ ...valid, page: 'https://evil.example/' }, NEWSLETTER_MESSAGES.invalid],
    [{ ...valid, page: '/blog\nInjected: yes' }, NEWSLETTER_MESSAGES.invalid],
  ])('refuses %j before asking the database', async (body, error) => {
    const d = deps('send');
    const res = await handleNewsletterRequest(post(body), d.deps, null);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(error);
    expect(d.store.request).not.toHaveBeenCalled();
  });

  it('takes POST and JSON only, with CORS headers on every answer', async () => {
    const d = deps('send');
    const get = await handleNewsletterRequest(new Request('http://localhost/', { method: 'GET', headers: { origin: SITE } }), d.deps, null);
    expect(get.status).toBe(405);
    expect(get.headers.get('access-control-allow-origin')).toBe(SITE);
    const text = await handleNewsletterRequest(
      new Request('http://localhost/', { method: 'POST', headers: { origin: SITE, 'content-type': 'text/plain' }, body: 'email=x' }),
      d.deps,
      null,
    );
    expect(text.status).toBe(415);
  });
});
