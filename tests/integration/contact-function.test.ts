// The contact function over real HTTP, through supabase-js, against the local
// backend: the same handler as deployed, with PGlite for the table and the
// outbox folder standing in for the e-mail provider.
//
// Every call here comes from 127.0.0.1, so all of them share one rate-limit
// bucket (5 per 10 minutes); each test that stores something therefore starts
// from a reset backend.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anonClient, backendUrl, LOCAL_ANON_KEY, rawFetch, readOutbox, resetBackend, serviceClient, setMailerMode } from './helpers';

const FUNCTION = 'send-contact-email';
const anon = anonClient();
const service = serviceClient();

async function inquiriesFrom(email: string) {
  const { data, error } = await service.from('contact_inquiries').select('*').eq('email', email);
  if (error) throw new Error(error.message);
  return data as Array<Record<string, unknown>>;
}

/** The status and JSON body of a FunctionsHttpError (the function's non-2xx answer). */
async function httpError(error: unknown): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

let counter = 0;
function inquiry(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Priya Raman',
    email: `priya.raman+${Date.now()}-${counter}@forest-city-eats.ca`,
    company: 'Forest City Eats',
    phone: '+1 (519) 555-0186',
    message: 'We are opening a second location on Richmond Row.\nCould we run a 4-week campaign near Western?',
    source: 'contact-page',
    ...overrides,
  };
}

describe('send-contact-email on the local backend: validation', () => {
  // Refused inquiries are neither stored nor counted, so one reset serves the table.
  beforeAll(async () => {
    await resetBackend();
  });

  const invalid: Array<[string, unknown]> = [
    ['name', ''],
    ['name', 'Priya\nBcc: someone@example.com'],
    ['email', 'not-an-address'],
    ['company', 'c'.repeat(151)],
    ['phone', 'call me'],
    ['message', '   '],
    ['source', 'elsewhere'],
  ];

  it.each(invalid)('refuses %s = %j with a 400 naming it, and stores nothing', async (field, value) => {
    const body = inquiry({ [field]: value });
    const { data, error } = await anon.functions.invoke(FUNCTION, { body });

    expect(data).toBeNull();
    const { status, body: answer } = await httpError(error);
    expect(status).toBe(400);
    expect(answer.error).toBe('Invalid inquiry');
    expect(Object.keys(answer.fields as object)).toEqual([field]);

    if (field !== 'email') expect(await inquiriesFrom(body.email)).toHaveLength(0);
    expect(await readOutbox()).toHaveLength(0);
  });
});

describe('send-contact-email on the local backend', () => {
  beforeEach(async () => {
    await resetBackend();
  });

  it('stores a valid inquiry, e-mails it, and answers with its id', async () => {
    const body = inquiry({ message: 'Price for <b>two</b> boards & a "rush" start?', ignored: 'extra key', email_status: 'forged' });
    const { data, error } = await anon.functions.invoke(FUNCTION, { body });

    expect(error).toBeNull();
    expect(data).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), delivered: true });
    const id = (data as { id: string }).id;

    const rows = await inquiriesFrom(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      name: body.name,
      company: body.company,
      phone: body.phone,
      message: body.message,
      source: 'contact-page',
      email_status: 'sent',
      email_error: null,
      email_attempts: 1,
      status: 'new',
    });

    const sent = await readOutbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ replyTo: body.email, subject: 'New website inquiry from Priya Raman (Forest City Eats)' });
    expect(sent[0]?.to).toMatch(/@/);
    expect(sent[0]?.html).toContain('Price for &lt;b&gt;two&lt;/b&gt; boards &amp; a &quot;rush&quot; start?');
    // An inquiry without dates gave the visitor no reference: the staff's e-mail shows none either (the lead's id is no reference to anyone).
    expect(sent[0]?.text).not.toContain('Reference:');
    expect(sent[0]?.text).not.toContain(id);
  });

  it('stores the lead and tells the visitor it succeeded when the mailer fails (202), keeping the error', async () => {
    await setMailerMode('fail');
    const body = inquiry();
    const { data, error, response } = await anon.functions.invoke(FUNCTION, { body });

    expect(error).toBeNull();
    expect(response?.status).toBe(202);
    expect(data).toEqual({ ok: true, id: expect.any(String), delivered: false });

    const rows = await inquiriesFrom(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: (data as { id: string }).id, email_status: 'failed', email_attempts: 1 });
    expect(rows[0]?.email_error).toEqual(expect.stringMatching(/fail/i));
    expect(await readOutbox()).toHaveLength(0);
  });

  it('drops a submission that filled the honeypot: success-shaped answer, nothing stored or sent', async () => {
    const body = inquiry({ website: 'https://cheap-seo.example' });
    const { data, error } = await anon.functions.invoke(FUNCTION, { body });

    expect(error).toBeNull();
    expect(data).toEqual({ ok: true, id: expect.any(String), delivered: true });
    expect(await inquiriesFrom(body.email)).toHaveLength(0);
    expect(await readOutbox()).toHaveLength(0);
  });

  it('answers 429 after 5 inquiries from one address within 10 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      const { error } = await anon.functions.invoke(FUNCTION, { body: inquiry() });
      expect(error).toBeNull();
    }
    const body = inquiry();
    const { error } = await anon.functions.invoke(FUNCTION, { body });

    const { status, body: answer, headers } = await httpError(error);
    expect(status).toBe(429);
    expect(answer).toEqual({ error: 'Too many requests. Please try again later or call us directly.' });
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await inquiriesFrom(body.email)).toHaveLength(0);
    expect(await readOutbox()).toHaveLength(5);
  });

  it('answers the CORS preflight and puts CORS headers on errors', async () => {
    const path = `/functions/v1/${FUNCTION}`;
    const origin = 'http://127.0.0.1:5173';
    // Plain fetch: a browser sends the preflight without credentials.
    const preflight = await fetch(`${backendUrl()}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, x-client-info, apikey, content-type' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/127\.0\.0\.1:5173)$/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-client-info/);

    const bad = await rawFetch(path, {
      method: 'POST',
      key: LOCAL_ANON_KEY,
      headers: { origin, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/127\.0\.0\.1:5173)$/);
    expect(await bad.json()).toEqual({ error: 'Request body must be a JSON object.' });
  });
});
