// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, handleRequest } from './handler.ts';
import type { ContactInquiry, HandlerDeps, InquiryStore, Mailer, OutgoingEmail } from './types.ts';

interface StoredInquiry extends ContactInquiry {
  id: string;
  client_address: string | null;
  created_at: Date;
  email_status: 'pending' | 'sent' | 'failed';
  email_error: string | null;
}

class MemoryStore implements InquiryStore {
  rows: StoredInquiry[] = [];
  failInsert = false;
  private seq = 0;
  constructor(private readonly clock: { now(): Date }) {}

  async insert(inquiry: ContactInquiry & { client_address: string | null }) {
    if (this.failInsert) throw new Error('connection refused');
    const id = `inq-${++this.seq}`;
    this.rows.push({ ...inquiry, id, created_at: this.clock.now(), email_status: 'pending', email_error: null });
    return { id };
  }
  async markSent(id: string) {
    this.row(id).email_status = 'sent';
  }
  async markFailed(id: string, error: string) {
    Object.assign(this.row(id), { email_status: 'failed', email_error: error });
  }
  async countRecentFrom(clientAddress: string, since: Date) {
    return this.rows.filter((r) => r.client_address === clientAddress && r.created_at >= since).length;
  }
  private row(id: string): StoredInquiry {
    const row = this.rows.find((r) => r.id === id);
    if (!row) throw new Error(`no inquiry ${id}`);
    return row;
  }
}

class MemoryMailer implements Mailer {
  sent: OutgoingEmail[] = [];
  failWith: Error | null = null;
  async send(email: OutgoingEmail) {
    if (this.failWith) throw this.failWith;
    this.sent.push(email);
    return { id: `mail-${this.sent.length}` };
  }
}

const SITE = 'https://www.example.ca';

function setup(overrides: Partial<HandlerDeps> = {}) {
  let now = new Date('2026-03-02T15:00:00Z');
  const clock = { now: () => now };
  const store = new MemoryStore(clock);
  const mailer = new MemoryMailer();
  const logError = vi.fn();
  const deps: HandlerDeps = {
    store,
    mailer,
    clock,
    notifyAddress: 'sales@example.ca',
    allowedOrigins: [SITE],
    rateLimit: { max: 5, windowMs: 10 * 60 * 1000 },
    logError,
    ...overrides,
  };
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { deps, store, mailer, logError, advance };
}

const valid: ContactInquiry = {
  name: 'Jane Doe',
  email: 'jane@northside-dental.ca',
  company: 'Northside Dental',
  phone: '+1 (519) 555-0142',
  message: 'We would like a board near Masonville for 8 weeks.\nWhat are the rates?',
  source: 'contact-page',
};

function post(body: unknown, init: { origin?: string; raw?: string } = {}): Request {
  return new Request('http://localhost/functions/v1/send-contact-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: init.origin ?? SITE },
    body: init.raw ?? JSON.stringify(body),
  });
}

async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

describe('handleRequest: a valid inquiry', () => {
  it('stores it, then e-mails the company, and answers 200 with its id', async () => {
    const { deps, store, mailer } = setup();
    const res = await handleRequest(post(valid), deps, '203.0.113.7');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json(res);
    expect(body).toEqual({ ok: true, id: 'inq-1' });

    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]).toMatchObject({ ...valid, client_address: '203.0.113.7', email_status: 'sent' });

    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'sales@example.ca', replyTo: valid.email });
    expect(mailer.sent[0]?.text).toContain('Northside Dental');
    expect(mailer.sent[0]?.text).toContain('inq-1');
  });

  it('stores before mailing', async () => {
    const { deps, store } = setup();
    const order: string[] = [];
    const insert = store.insert.bind(store);
    store.insert = async (i) => {
      order.push('insert');
      return insert(i);
    };
    deps.mailer = {
      send: async () => {
        order.push('send');
        return { id: 'm' };
      },
    };
    await handleRequest(post(valid), deps, null);
    expect(order).toEqual(['insert', 'send']);
  });

  it('trims values and ignores unknown keys', async () => {
    const { deps, store } = setup();
    const res = await handleRequest(
      post({ ...valid, name: '  Jane Doe  ', id: 'forged', email_status: 'sent', admin: true, created_at: '1999-01-01' }),
      deps,
      null,
    );
    expect(res.status).toBe(200);
    const { id: _id, created_at: _c, email_status: _s, email_error: _e, client_address: _a, ...stored } = store.rows[0]!;
    expect(stored).toEqual(valid);
    expect(store.rows[0]?.id).toBe('inq-1');
  });
});

describe('handleRequest: validation', () => {
  const cases: Array<[keyof ContactInquiry, unknown, RegExp]> = [
    ['name', undefined, /required/],
    ['name', '   ', /required/],
    ['name', 42, /must be text/],
    ['name', 'x'.repeat(101), /at most 100/],
    ['name', 'Jane\nBcc: victim@example.com', /single line/],
    ['email', 'not-an-email', /valid e-mail/],
    ['email', 'jane@example.ca\r\nBcc: x@y.z', /single line/],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(190)}.ca`, /at most 254|valid e-mail/],
    ['company', undefined, /required/],
    ['company', 'c'.repeat(151), /at most 150/],
    ['company', 'Acme\u2028Inc', /single line/],
    ['phone', 'call me maybe', /valid phone/],
    ['phone', '123', /valid phone/],
    ['phone', '1'.repeat(41), /at most 40/],
    ['message', '', /required/],
    ['message', 'm'.repeat(5001), /at most 5000/],
    ['message', 'hello\u0000world', /not allowed/],
    ['source', 'somewhere-else', /one of/],
    ['source', null, /required/],
  ];

  it.each(cases)('refuses %s = %j, naming the field', async (field, value, pattern) => {
    const { deps, store, mailer } = setup();
    const body: Record<string, unknown> = { ...valid };
    if (value === undefined) delete body[field];
    else body[field] = value;

    const res = await handleRequest(post(body), deps, null);
    expect(res.status).toBe(400);
    const out = await json(res);
    expect(out.error).toBe(CONTACT_MESSAGES.invalid);
    const fields = out.fields as Record<string, string>;
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]).toMatch(pattern);
    expect(store.rows).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it('names every invalid field at once', async () => {
    const { deps } = setup();
    const res = await handleRequest(post({ source: 'contact-page' }), deps, null);
    const out = await json(res);
    expect(Object.keys(out.fields as object).sort()).toEqual(['company', 'email', 'message', 'name', 'phone']);
  });

  it.each([
    ['not JSON', '{name:'],
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"hello"'],
    ['empty', ''],
  ])('answers 400 to a body that is %s', async (_label, raw) => {
    const { deps, store } = setup();
    const res = await handleRequest(post(null, { raw }), deps, null);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: 'Request body must be a JSON object.' });
    expect(store.rows).toHaveLength(0);
  });

  it('answers 413 to an oversized body', async () => {
    const { deps } = setup();
    const res = await handleRequest(post({ ...valid, padding: 'x'.repeat(40_000) }), deps, null);
    expect(res.status).toBe(413);
  });
});

describe('handleRequest: honeypot', () => {
  it('drops a bot submission: nothing stored, nothing sent, same answer as success', async () => {
    const { deps, store, mailer } = setup();
    const res = await handleRequest(post({ ...valid, website: 'http://spam.example' }), deps, '198.51.100.1');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(Object.keys(body).sort()).toEqual(['id', 'ok']);
    expect(body.ok).toBe(true);
    expect(typeof body.id).toBe('string');
    expect(store.rows).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);
  });

  it('lets a person through when the honeypot is empty', async () => {
    const { deps, store } = setup();
    const res = await handleRequest(post({ ...valid, website: '' }), deps, null);
    expect(res.status).toBe(200);
    expect(store.rows).toHaveLength(1);
  });
});

describe('handleRequest: rate limit', () => {
  it('answers 429 with Retry-After once an address reaches the limit in the window', async () => {
    const { deps, store, mailer } = setup();
    for (let i = 0; i < 5; i++) {
      expect((await handleRequest(post(valid), deps, '203.0.113.7')).status).toBe(200);
    }
    const res = await handleRequest(post(valid), deps, '203.0.113.7');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('600');
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await json(res)).toEqual({ error: 'Too many requests. Please try again later or call us directly.' });
    expect(store.rows).toHaveLength(5);
    expect(mailer.sent).toHaveLength(5);
  });

  it('counts per address and forgets after the window', async () => {
    const { deps, advance } = setup();
    for (let i = 0; i < 5; i++) await handleRequest(post(valid), deps, '203.0.113.7');
    expect((await handleRequest(post(valid), deps, '203.0.113.8')).status).toBe(200);
    advance(10 * 60 * 1000 + 1);
    expect((await handleRequest(post(valid), deps, '203.0.113.7')).status).toBe(200);
  });
});

describe('handleRequest: failures', () => {
  it('keeps the inquiry with its error when the mailer fails, and answers 500 with the id', async () => {
    const { deps, store, mailer, logError } = setup();
    mailer.failWith = new Error('Resend refused the e-mail (HTTP 403, validation_error): domain not verified');
    const res = await handleRequest(post(valid), deps, null);

    expect(res.status).toBe(500);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await json(res)).toEqual({ error: CONTACT_MESSAGES.mailFailed, id: 'inq-1' });
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]).toMatchObject({
      email_status: 'failed',
      email_error: 'Resend refused the e-mail (HTTP 403, validation_error): domain not verified',
    });
    expect(logError).toHaveBeenCalled();
  });

  it('answers 500 with a clear message when the inquiry cannot be stored, and sends nothing', async () => {
    const { deps, store, mailer } = setup();
    store.failInsert = true;
    const res = await handleRequest(post(valid), deps, null);
    expect(res.status).toBe(500);
    const body = await json(res);
    expect(body).toEqual({ error: CONTACT_MESSAGES.storeFailed });
    expect(JSON.stringify(body)).not.toContain('connection refused');
    expect(mailer.sent).toHaveLength(0);
  });

  it('answers 500 without internals when the rate-limit lookup fails', async () => {
    const { deps, store } = setup();
    store.countRecentFrom = async () => {
      throw new Error('relation "contact_inquiries" does not exist');
    };
    const res = await handleRequest(post(valid), deps, '203.0.113.7');
    expect(res.status).toBe(500);
    expect(await res.text()).not.toMatch(/relation|stack|at /);
  });

  it('still answers 200 when the e-mail went out but marking it sent failed', async () => {
    const { deps, store, mailer } = setup();
    store.markSent = async () => {
      throw new Error('timeout');
    };
    const res = await handleRequest(post(valid), deps, null);
    expect(res.status).toBe(200);
    expect(mailer.sent).toHaveLength(1);
  });

  it('never leaks a stack trace from an unexpected error', async () => {
    const { deps } = setup();
    deps.clock = {
      now: () => {
        throw new TypeError('boom at secret/path.ts:1:1');
      },
    };
    const res = await handleRequest(post(valid), deps, null);
    expect(res.status).toBe(500);
    expect(await json(res)).toEqual({ error: CONTACT_MESSAGES.unexpected });
  });
});

describe('handleRequest: method and CORS', () => {
  it('answers the preflight with the CORS headers and no body', async () => {
    const { deps, store } = setup();
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
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    expect(res.headers.get('vary')).toBe('Origin');
    expect(store.rows).toHaveLength(0);
  });

  it('refuses other methods with 405, still with CORS headers', async () => {
    const { deps } = setup();
    const res = await handleRequest(
      new Request('http://localhost/functions/v1/send-contact-email', { method: 'GET', headers: { origin: SITE } }),
      deps,
      null,
    );
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await json(res)).error).toBe(CONTACT_MESSAGES.methodNotAllowed);
  });

  it('puts CORS headers on a 400', async () => {
    const { deps } = setup();
    const res = await handleRequest(post({}), deps, null);
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('does not allow an origin that is not listed', async () => {
    const { deps } = setup();
    const res = await handleRequest(post(valid, { origin: 'https://evil.example' }), deps, null);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it("allows any origin with '*'", async () => {
    const { deps } = setup({ allowedOrigins: '*' });
    const res = await handleRequest(post(valid, { origin: 'http://127.0.0.1:5173' }), deps, null);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
