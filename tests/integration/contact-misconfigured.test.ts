// The deployed contact function (index.ts under real Deno) when its mail
// set-up is wrong: a lead is stored whenever the database is reachable, the
// visitor gets the same 202 as for any failed e-mail, the lead waits for a
// retry, and the log names what is missing in one line.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDenoFunction, startResendStandIn, type DenoFunction, type ResendStandIn } from './deno-function';
import { backendUrl, LOCAL_ANON_KEY, resetBackend, serviceClient } from './helpers';

/** A loopback port nothing listens on: the provider is down. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/emails`;
}

let resend: ResendStandIn;
beforeAll(async () => {
  resend = await startResendStandIn();
  await resetBackend();
});
afterAll(() => resend.close());

const cases: { name: string; env: () => Promise<Record<string, string | undefined>>; recorded: RegExp; logged: RegExp }[] = [
  {
    name: 'no mail key',
    env: async () => ({ RESEND_API_KEY: undefined }),
    recorded: /RESEND_API_KEY/,
    logged: /^send-contact-email: missing function secret RESEND_API_KEY: leads are stored/m,
  },
  {
    name: 'no mail secrets at all',
    env: async () => ({ RESEND_API_KEY: undefined, CONTACT_NOTIFY_EMAIL: undefined, CONTACT_FROM_EMAIL: undefined, ALLOWED_ORIGINS: undefined }),
    recorded: /RESEND_API_KEY, CONTACT_NOTIFY_EMAIL, CONTACT_FROM_EMAIL/,
    logged: /missing function secrets RESEND_API_KEY, CONTACT_NOTIFY_EMAIL, CONTACT_FROM_EMAIL/,
  },
  {
    name: 'a mail key the provider refuses (401)',
    env: async () => ({ RESEND_API_KEY: 'not-a-resend-key' }),
    recorded: /HTTP 401/,
    logged: /notification for lead .* failed/,
  },
  {
    name: 'the provider down',
    env: async () => ({ RESEND_API_URL: await closedPortUrl() }),
    recorded: /Could not reach Resend/,
    logged: /notification for lead .* failed/,
  },
];

describe.each(cases)('send-contact-email under Deno with $name', ({ env, recorded, logged }) => {
  let deno: DenoFunction;
  beforeAll(async () => {
    deno = await startDenoFunction(backendUrl(), resend.url, await env());
  });
  afterAll(() => deno.stop());

  it('stores the lead, answers 202 and keeps it for a retry, and logs what is wrong', async () => {
    const email = `lead+${randomUUID()}@example.ca`;
    const res = await fetch(deno.url, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        'content-type': 'application/json',
        origin: 'https://www.example.ca',
        'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
      },
      body: JSON.stringify({
        name: 'Dana Price',
        email,
        company: 'Price Auto',
        phone: '519-555-0101',
        message: 'A board on Wellington Rd.',
        source: 'contact-page',
      }),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ ok: true, delivered: false });
    // The browser can read the answer (a missing ALLOWED_ORIGINS falls back to any origin, never to none).
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    const { data } = await serviceClient().from('contact_inquiries').select('email_status, email_attempts, email_error').eq('email', email);
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({ email_status: 'failed', email_attempts: 1 });
    expect(data![0]!.email_error).toMatch(recorded);
    expect(deno.output()).toMatch(logged);
  });
});
