// The newsletter's double opt-in through the real function and database
// functions: what is stored (the consent record), what the admin sees
// (confirmed subscribers only), the confirmation link (once), the hourly
// re-send limit, the 30-day expiry, retries, and answers that never tell a
// stranger whether an address is on the list.
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM_CONSENT, SIGNUP_CONSENT } from '../../supabase/functions/_shared/newsletter-consent';
import { anonClient, readOutbox, resetBackend, serviceClient, setMailerMode, signInAsAdmin } from './helpers';

const FUNCTION = 'newsletter-subscribe';
const anon = anonClient();
const service = serviceClient();

const address = (tag = 'reader') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

async function subscribe(email: string, page = '/blog'): Promise<{ status: number; body: unknown }> {
  const { data, error } = await anon.functions.invoke(FUNCTION, { body: { email, form: 'newsletter-signup', page } });
  if (error) {
    const response = (error as FunctionsHttpError).context as Response;
    return { status: response.status, body: await response.json() };
  }
  return { status: 200, body: data };
}

async function row(email: string) {
  const { data, error } = await service.from('newsletter_subscribers').select('*').eq('email', email).maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

async function mailTo(email: string) {
  return (await readOutbox()).filter((m) => m.to === email);
}

function confirmToken(text: string): string {
  const token = /\/newsletter\/confirm\?token=([0-9a-f-]{36})/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${text}`);
  return token;
}

/** Moves a row's clock back: the database's rules compare with now(). */
async function backdate(email: string, columns: Record<string, string>) {
  const { error } = await service.from('newsletter_subscribers').update(columns).eq('email', email);
  if (error) throw new Error(error.message);
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeEach(async () => {
  await resetBackend();
});

describe('subscribing', () => {
  it('stores a pending subscriber with the consent record and e-mails the confirmation link and the company', async () => {
    const email = address();
    expect(await subscribe(`  ${email.toUpperCase()} `, '/blog/page/2')).toEqual({ status: 200, body: { ok: true } });

    const stored = await row(email);
    expect(stored).toMatchObject({
      email,
      consent_text: SIGNUP_CONSENT,
      consent_page: '/blog/page/2',
      consent_client_address: '127.0.0.1',
      confirmed_at: null,
      unsubscribed_at: null,
      confirm_email_status: 'sent',
    });
    expect(Date.now() - Date.parse(stored!.consent_at as string)).toBeLessThan(60_000);

    const [mail, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(confirmToken(mail!.text)).toBe(stored!.confirm_token);
    // The working unsubscribe link and who we are, in both parts.
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(`/unsubscribe?token=${stored!.unsubscribe_token as string}`);
      expect(part).toContain('London Digital Billboards Inc.');
      expect(part).toContain('123 Dundas Street, Suite 400');
      expect(part).toContain('info@londondigitalbillboards.ca');
    }
  });

  it('refuses a bad address or an unknown form, and visitors cannot write the table themselves', async () => {
    expect((await subscribe('not-an-address')).status).toBe(400);
    const { error } = await anon.functions.invoke(FUNCTION, { body: { email: address(), form: 'made-up', page: '/blog' } });
    expect(((error as FunctionsHttpError).context as Response).status).toBe(400);
    const direct = await anon.from('newsletter_subscribers').insert({ email: address() });
    expect(direct.error?.code).toBe('42501');
    expect(await readOutbox()).toEqual([]);
  });

  it('a pending address is re-sent its link at most once an hour, with the same answer', async () => {
    const email = address();
    await subscribe(email);
    expect(await subscribe(email)).toEqual({ status: 200, body: { ok: true } });
    expect(await mailTo(email)).toHaveLength(1);

    await backdate(email, { confirm_requested_at: ago(61) });
    expect(await subscribe(email)).toEqual({ status: 200, body: { ok: true } });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    // The same link: the first e-mail still works.
    expect(confirmToken(mails[1]!.text)).toBe(confirmToken(mails[0]!.text));
  });

  it('a confirmed address: the same answer, no e-mail, and its consent record unchanged', async () => {
    const email = address();
    await subscribe(email, '/blog');
    const token = confirmToken((await mailTo(email))[0]!.text);
    expect((await anon.rpc('confirm_newsletter_subscription', { p_token: token })).data).toBe(true);
    const before = await row(email);
    await backdate(email, { confirm_requested_at: ago(120) });

    expect(await subscribe(email, '/somewhere-else')).toEqual({ status: 200, body: { ok: true } });
    expect(await mailTo(email)).toHaveLength(1);
    const after = await row(email);
    expect(after).toMatchObject({ consent_page: '/blog', consent_at: before!.consent_at, confirmed_at: before!.confirmed_at });
  });

  it('the client address is limited by the database (ten addresses an hour)', async () => {
    for (let i = 0; i < 10; i += 1) expect((await subscribe(address(`n${i}`))).status).toBe(200);
    const refused = await subscribe(address('eleventh'));
    expect(refused.status).toBe(429);
    expect(await readOutbox()).toHaveLength(10);
  });

  it('a confirmation the mailer failed is recorded and retried by a later call', async () => {
    const email = address('retry');
    await setMailerMode('fail');
    expect(await subscribe(email)).toEqual({ status: 200, body: { ok: true } });
    expect(await row(email)).toMatchObject({ confirm_email_status: 'failed', confirm_email_attempts: 1 });
    await setMailerMode('ok');
    await backdate(email, { confirm_email_last_attempt_at: ago(2) });

    await subscribe(address('other'));
    expect(await mailTo(email)).toHaveLength(1);
    expect(await row(email)).toMatchObject({ confirm_email_status: 'sent', confirm_email_attempts: 2 });
  });

  it('pending rows older than 30 days are removed on a later call; newer ones and confirmed ones stay', async () => {
    const old = address('old');
    const recent = address('recent');
    const confirmed = address('confirmed');
    for (const email of [old, recent, confirmed]) await subscribe(email);
    const token = confirmToken((await mailTo(confirmed))[0]!.text);
    await anon.rpc('confirm_newsletter_subscription', { p_token: token });
    await backdate(old, { confirm_requested_at: ago(31 * 24 * 60), created_at: ago(31 * 24 * 60) });
    await backdate(recent, { confirm_requested_at: ago(29 * 24 * 60), created_at: ago(29 * 24 * 60) });
    await backdate(confirmed, { confirm_requested_at: ago(40 * 24 * 60), created_at: ago(40 * 24 * 60) });

    await subscribe(address('trigger'));
    expect(await row(old)).toBeNull();
    expect(await row(recent)).not.toBeNull();
    expect(await row(confirmed)).not.toBeNull();
  });
});

describe('confirming', () => {
  it('a token confirms once; a reused and an unknown token get the same answer', async () => {
    const email = address();
    await subscribe(email);
    const token = confirmToken((await mailTo(email))[0]!.text);

    expect(await anon.rpc('confirm_newsletter_subscription', { p_token: token })).toMatchObject({ error: null, data: true });
    const reused = await anon.rpc('confirm_newsletter_subscription', { p_token: token });
    const unknown = await anon.rpc('confirm_newsletter_subscription', { p_token: randomUUID() });
    expect(reused).toMatchObject({ error: null, data: false });
    expect(unknown).toMatchObject({ error: null, data: false });
    expect(await row(email)).toMatchObject({ confirm_token: null });
    expect((await row(email))!.confirmed_at).not.toBeNull();
  });

  it('a link older than 30 days no longer confirms', async () => {
    const email = address();
    await subscribe(email);
    const token = confirmToken((await mailTo(email))[0]!.text);
    await backdate(email, { confirm_requested_at: ago(30 * 24 * 60 + 5) });
    expect((await anon.rpc('confirm_newsletter_subscription', { p_token: token })).data).toBe(false);
  });

  it('unsubscribing cancels a pending link', async () => {
    const email = address();
    await subscribe(email);
    const stored = await row(email);
    expect((await anon.rpc('unsubscribe_newsletter', { p_token: stored!.unsubscribe_token })).data).toBe(true);
    expect((await anon.rpc('confirm_newsletter_subscription', { p_token: stored!.confirm_token })).data).toBe(false);
  });
});

describe("the admin's list", () => {
  it('holds confirmed subscribers only, with the consent columns and the unsubscribe token', async () => {
    const pending = address('pending');
    const confirmed = address('confirmed');
    await subscribe(pending);
    await subscribe(confirmed);
    await anon.rpc('confirm_newsletter_subscription', { p_token: confirmToken((await mailTo(confirmed))[0]!.text) });

    const { client } = await signInAsAdmin();
    const list = await client
      .from('newsletter_subscribers')
      .select('email, consent_text, consent_page, consent_at, consent_client_address, confirmed_at, unsubscribe_token')
      .in('email', [pending, confirmed]);
    expect(list.error).toBeNull();
    expect(list.data!.map((r) => r.email)).toEqual([confirmed]);
    expect(list.data![0]).toMatchObject({ consent_text: SIGNUP_CONSENT, consent_page: '/blog', consent_client_address: '127.0.0.1' });
  });
});

describe("the contact form's newsletter box", () => {
  const inquiry = (email: string, extra: Record<string, unknown>) => ({
    name: 'Pat Reader',
    email,
    company: 'Reader Co',
    phone: '519-555-0100',
    message: 'A spring campaign.',
    source: 'contact-page',
    ...extra,
  });

  it('ticked, it starts the same double opt-in; unticked, nothing', async () => {
    const yes = address('yes');
    const no = address('no');
    expect((await anon.functions.invoke('send-contact-email', { body: inquiry(yes, { newsletter: true }) })).error).toBeNull();
    expect((await anon.functions.invoke('send-contact-email', { body: inquiry(no, {}) })).error).toBeNull();

    expect(await row(yes)).toMatchObject({ consent_text: CONTACT_FORM_CONSENT, consent_page: 'Contact form: Contact page', confirmed_at: null });
    expect(await mailTo(yes)).toHaveLength(1);
    expect(await row(no)).toBeNull();
  });

  it('anything but a boolean is refused', async () => {
    const { error } = await anon.functions.invoke('send-contact-email', { body: inquiry(address(), { newsletter: 'yes' }) });
    expect(((error as FunctionsHttpError).context as Response).status).toBe(400);
  });
});
