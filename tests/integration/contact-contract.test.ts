// One contract for the contact function, run against both places it runs:
// the local backend's /functions/v1 (the handler in Node) and the deployed
// entry, index.ts, under real Deno with a stand-in for Resend. The database is
// the local backend's in both cases.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { addDays, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import type { OutgoingEmail } from '../../supabase/functions/send-contact-email/types';
import { startDenoFunction, startResendStandIn, type DenoFunction, type ResendStandIn } from './deno-function';
import { backendUrl, LOCAL_ANON_KEY, readOutbox, resetBackend, serviceClient, setMailerMode } from './helpers';

interface Target {
  name: string;
  url(): string;
  sent(): Promise<OutgoingEmail[]>;
  failMailer(fail: boolean): Promise<void>;
}

const WELLINGTON = 'c0000000-0000-4000-8000-000000000001';
const DUNDAS = 'c0000000-0000-4000-8000-000000000004';

let deno: DenoFunction | undefined;
let resend: ResendStandIn | undefined;

beforeAll(async () => {
  resend = await startResendStandIn();
  deno = await startDenoFunction(backendUrl(), resend.url);
});

afterAll(async () => {
  deno?.stop();
  await resend?.close();
});

const targets: Target[] = [
  {
    name: 'the handler in Node (local backend)',
    url: () => `${backendUrl()}/functions/v1/send-contact-email`,
    sent: readOutbox,
    failMailer: (fail) => setMailerMode(fail ? 'fail' : 'ok'),
  },
  {
    name: 'index.ts under Deno',
    url: () => deno!.url,
    sent: async () => [...resend!.sent],
    failMailer: async (fail) => {
      resend!.failing = fail;
    },
  },
];

let address = 0;

describe.each(targets)('send-contact-email contract: $name', (target) => {
  // Deployed, the caller's address is Cloudflare's header; locally, the socket's.
  const clientIp = `203.0.113.${(address += 1)}`;
  const call = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(target.url(), {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${LOCAL_ANON_KEY}`,
        'content-type': 'application/json',
        origin: 'https://www.example.ca',
        'cf-connecting-ip': clientIp,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const inquiry = (overrides: Record<string, unknown> = {}) => ({
    name: 'Amira Haddad',
    email: `amira+${randomUUID()}@haddad-dental.ca`,
    company: 'Haddad Dental',
    phone: '519-555-0177',
    message: 'Two boards near Masonville for 8 weeks.',
    source: 'contact-page',
    ...overrides,
  });
  const leads = async (email: string) => (await serviceClient().from('contact_inquiries').select('email_status, email_attempts').eq('email', email)).data ?? [];
  const sentTo = async (email: string) => (await target.sent()).filter((m) => m.replyTo === email);

  beforeEach(async () => {
    await resetBackend();
    await target.failMailer(false);
  });

  it('stores the lead, then e-mails it, and answers 200 with its id', async () => {
    const body = inquiry();
    const res = await call(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), delivered: true });
    expect(await leads(body.email)).toEqual([{ email_status: 'sent', email_attempts: 1 }]);
    const [mail] = await sentTo(body.email);
    expect(mail).toMatchObject({ to: expect.stringContaining('@'), subject: 'New website inquiry from Amira Haddad (Haddad Dental)' });
  });

  it('when the provider fails, the lead is kept with its error and the visitor still succeeds (202)', async () => {
    await target.failMailer(true);
    const body = inquiry();
    const res = await call(body);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ ok: true, delivered: false });
    expect(await leads(body.email)).toEqual([{ email_status: 'failed', email_attempts: 1 }]);
    expect(await sentTo(body.email)).toEqual([]);
  });

  it('refuses an invalid inquiry with 400 naming the fields, and stores nothing', async () => {
    const body = inquiry({ email: 'nope', company: `Evil\u202eCorp` });
    const res = await call(body);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: object }).fields).sort()).toEqual(['company', 'email']);
    expect(await leads(body.email)).toEqual([]);
  });

  it('a plan with dates: held (200 with the hold), a sold-out board (409 naming it, lead kept), dates the calendar refuses (400)', async () => {
    const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
    const held = inquiry({ location_ids: [WELLINGTON], booking: { starts_on: starts[6], cycles: 1 } });
    const ok = await call(held);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, booking: { expires_at: expect.any(String) } });

    const sold = inquiry({ location_ids: [DUNDAS], booking: { starts_on: starts[0], cycles: 1 } });
    const conflict = await call(sold);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ unavailable: [{ id: DUNDAS, name: 'London — Dundas St Downtown' }] });
    expect(await leads(sold.email)).toHaveLength(1);

    const refused = await call(inquiry({ location_ids: [WELLINGTON], booking: { starts_on: addDays(starts[1]!, 7), cycles: 1 } }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: { booking: string } }).fields.booking).toMatch(/is not a cycle start/);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await call(JSON.stringify(inquiry()), { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('drops a bot that filled the honeypot: a success-shaped answer, nothing stored or sent', async () => {
    const body = inquiry({ website: 'https://spam.example' });
    const res = await call(body);
    expect(res.status).toBe(200);
    expect(await leads(body.email)).toEqual([]);
    expect(await sentTo(body.email)).toEqual([]);
  });

  it('stores one lead per idempotency key, however often it arrives', async () => {
    const body = inquiry({ idempotency_key: randomUUID() });
    const answers = await Promise.all([call(body), call(body), call(body)]);
    // A repeat that arrives while the first is still e-mailing says so (202); all name one lead.
    for (const answer of answers) expect([200, 202]).toContain(answer.status);
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    const later = await call(body);
    expect(later.status).toBe(200);
    expect(await later.json()).toEqual({ ok: true, id: ids[0], delivered: true });
    expect(await leads(body.email)).toHaveLength(1);
    expect(await sentTo(body.email)).toHaveLength(1);
  });

  it('answers 429 with Retry-After after 5 leads from one address in 10 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await call(inquiry())).status).toBe(200);
    const res = await call(inquiry());
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers the CORS preflight and puts CORS headers on errors', async () => {
    const preflight = await fetch(target.url(), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://www.example.ca',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const bad = await call('{not json');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
  });
});
