// The deployed entry of newsletter-subscribe (index.ts under real Deno, with
// supabase-js and the service role, as a hosted project runs it) against the
// local backend, with a stand-in for Resend: the same double opt-in as the
// handler the backend runs in Node. It proves the deployed wiring: the RPCs
// and their answers' shapes, the mailer, SITE_URL in the links, the client
// address from Cloudflare's header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CONSENT } from '../../supabase/functions/_shared/newsletter-consent';
import { startDenoFunction, startResendStandIn, type DenoFunction, type ResendStandIn } from './deno-function';
import { backendUrl, LOCAL_ANON_KEY, resetBackend, serviceClient } from './helpers';

let deno: DenoFunction | undefined;
let resend: ResendStandIn | undefined;

beforeAll(async () => {
  await resetBackend();
  resend = await startResendStandIn();
  deno = await startDenoFunction(backendUrl(), resend.url, { SITE_URL: 'https://staging.example.ca/' }, 'newsletter-subscribe');
});

afterAll(async () => {
  deno?.stop();
  await resend?.close();
  await resetBackend();
});

const subscribe = (email: string, ip = '198.51.100.9') =>
  fetch(deno!.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ email, form: 'newsletter-signup', page: '/blog' }),
  });

describe('newsletter-subscribe under Deno (index.ts)', () => {
  it('stores the consent record, e-mails the link on SITE_URL through Resend, and answers a repeat the same way without a second e-mail', async () => {
    const email = `deno-${Date.now()}@example.com`;
    const first = await subscribe(email);
    expect([first.status, await first.json()]).toEqual([200, { ok: true }]);
    const { data } = await serviceClient()
      .from('newsletter_subscribers')
      .select('consent_text, consent_page, consent_client_address, confirmed_at, confirm_email_status, confirm_token')
      .eq('email', email)
      .single();
    expect(data).toMatchObject({
      consent_text: SIGNUP_CONSENT,
      consent_page: '/blog',
      consent_client_address: '198.51.100.9',
      confirmed_at: null,
      confirm_email_status: 'sent',
    });
    const mails = resend!.sent.filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`https://staging.example.ca/newsletter/confirm?token=${data!.confirm_token as string}`);

    const again = await subscribe(email);
    expect([again.status, await again.json()]).toEqual([200, { ok: true }]);
    expect(resend!.sent.filter((m) => m.to === email)).toHaveLength(1);
  });
});
