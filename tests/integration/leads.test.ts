// Leads through the real functions and database functions: one lead per
// submission (idempotency key), the rate limit under concurrency, the
// scheduled delivery retries with backoff, the admin's Resend (staff-email),
// and who may read leads.
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { readLeads } from '@/features/leads/api/read-leads';
import { DataError } from '@/lib/data-error';
import {
  anonClient,
  clientWithToken,
  createUser,
  LOCAL_ANON_KEY,
  rawFetch,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  setMailerMode,
  signInAsAdmin,
} from './helpers';

const FUNCTION = 'send-contact-email';
const STAFF_FUNCTION = 'staff-email';
const anon = anonClient();
const service = serviceClient();

function inquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Marc Tremblay',
    email: `marc+${randomUUID()}@tremblay-auto.ca`,
    company: 'Tremblay Auto',
    phone: '519-555-0133',
    message: 'Three boards near the 401 for spring.',
    source: 'contact-page',
    ...overrides,
  };
}

async function leadsFrom(email: string) {
  const { data, error } = await service.from('contact_inquiries').select('*').eq('email', email);
  if (error) throw new Error(error.message);
  return data as Array<Record<string, unknown>>;
}

async function status(error: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeEach(async () => {
  await resetBackend();
});

describe('one lead per submission', () => {
  it('a repeat with the same idempotency key stores nothing more, sends nothing more, and answers as the first did', async () => {
    const body = inquiry({ idempotency_key: randomUUID() });
    const first = await anon.functions.invoke(FUNCTION, { body });
    const again = await anon.functions.invoke(FUNCTION, { body });
    expect(first.error).toBeNull();
    expect(again.error).toBeNull();
    expect(again.data).toEqual(first.data);
    expect(await leadsFrom(body.email)).toHaveLength(1);
    expect(await readOutbox()).toHaveLength(1);
  });

  it('concurrent requests with one key (a double click, two tabs) store one lead and send one e-mail', async () => {
    const body = inquiry({ idempotency_key: randomUUID() });
    const answers = await Promise.all(Array.from({ length: 4 }, () => anon.functions.invoke(FUNCTION, { body })));
    expect(answers.map((a) => a.error)).toEqual([null, null, null, null]);
    expect(new Set(answers.map((a) => (a.data as { id: string }).id)).size).toBe(1);
    expect(await leadsFrom(body.email)).toHaveLength(1);
    expect(await readOutbox()).toHaveLength(1);
  });

  it('after a failed e-mail, a retry of the same submission stores no second lead', async () => {
    await setMailerMode('fail');
    const body = inquiry({ idempotency_key: randomUUID() });
    const first = await anon.functions.invoke(FUNCTION, { body });
    const again = await anon.functions.invoke(FUNCTION, { body });
    expect(first.response?.status).toBe(202);
    expect(again.response?.status).toBe(202);
    const rows = await leadsFrom(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email_status: 'failed', email_attempts: 1 });
  });

  it('two concurrent requests from one address cannot both take the last slot of the rate limit', async () => {
    const email = `burst+${randomUUID()}@example.com`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => anon.functions.invoke(FUNCTION, { body: inquiry({ email }) })));
    const ok = answers.filter((a) => a.error === null).length;
    expect(ok).toBe(5);
    for (const answer of answers.filter((a) => a.error !== null)) expect((await status(answer.error)).status).toBe(429);
    expect(await leadsFrom(email)).toHaveLength(5);
  });
});

describe('the per-address limit without an address', () => {
  it('requests whose address the function could not tell share one limit', async () => {
    const store = (i: number) =>
      service.rpc('store_contact_inquiry', {
        p_name: 'No Address',
        p_email: `noaddr-${i}@example.com`,
        p_company: 'Co',
        p_phone: '519-555-0100',
        p_message: 'Hello',
        p_source: 'contact-page',
        p_location_ids: [],
        p_client_address: null,
        p_idempotency_key: randomUUID(),
        p_rate_max: 5,
        p_rate_window_seconds: 600,
      });
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { data, error } = await store(i);
      expect(error).toBeNull();
      outcomes.push((data as Array<{ outcome: string }>)[0]!.outcome);
    }
    expect(outcomes).toEqual(['stored', 'stored', 'stored', 'stored', 'stored', 'rate_limited']);
  });
});

describe('input the function refuses', () => {
  it('text/plain (no CORS preflight from another site) is 415 and stores nothing', async () => {
    const body = inquiry();
    const res = await rawFetch(`/functions/v1/${FUNCTION}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) });
    expect(res.status).toBe(415);
    expect(await leadsFrom(body.email)).toHaveLength(0);
  });

  it.each(['202E', '200B', '2068', 'FEFF'])('a single-line field with U+%s is refused', async (hex) => {
    const body = inquiry({ name: `Marc${String.fromCodePoint(parseInt(hex, 16))} Tremblay` });
    const { error } = await anon.functions.invoke(FUNCTION, { body });
    const { status: code, body: answer } = await status(error);
    expect(code).toBe(400);
    expect(answer.fields).toEqual({ name: expect.stringMatching(/invisible formatting/) });
    expect(await leadsFrom(body.email)).toHaveLength(0);
  });

  it('a campaign plan naming an unknown or inactive board is refused; active boards are stored on the lead', async () => {
    const { data: boards } = await service.from('billboard_locations').select('id, name, is_active').order('name');
    const active = (boards ?? []).filter((b) => b.is_active).slice(0, 2);
    const inactive = (boards ?? []).find((b) => !b.is_active);
    expect(active).toHaveLength(2);

    for (const bad of [[randomUUID()], inactive ? [inactive.id as string] : []].filter((ids) => ids.length > 0)) {
      const body = inquiry({ source: 'campaign-plan', location_ids: [active[0]!.id, ...bad] });
      const { error } = await anon.functions.invoke(FUNCTION, { body });
      const { status: code, body: answer } = await status(error);
      expect(code).toBe(400);
      expect(answer.fields).toHaveProperty('location_ids');
      expect(await leadsFrom(body.email)).toHaveLength(0);
    }

    const body = inquiry({ source: 'campaign-plan', location_ids: active.map((b) => b.id) });
    const { error } = await anon.functions.invoke(FUNCTION, { body });
    expect(error).toBeNull();
    const [lead] = await leadsFrom(body.email);
    expect([...(lead!.location_ids as string[])].sort()).toEqual(active.map((b) => b.id as string).sort());
    const [mail] = await readOutbox();
    for (const board of active) expect(mail!.text).toContain(board.name as string);
  });
});

describe('delivery retries', () => {
  async function failedLead() {
    await setMailerMode('fail');
    const body = inquiry();
    const { data } = await anon.functions.invoke(FUNCTION, { body });
    await setMailerMode('ok');
    return { email: body.email, id: (data as { id: string }).id };
  }

  it('a failed e-mail is retried by the scheduled job once its backoff has passed, and sent once', async () => {
    const failed = await failedLead();
    // Within the backoff (one minute after the first attempt): not yet.
    expect(await runScheduledJob('email-retries')).toMatchObject({ ok: true });
    expect((await leadsFrom(failed.email))[0]).toMatchObject({ email_status: 'failed', email_attempts: 1 });

    await service
      .from('contact_inquiries')
      .update({ email_last_attempt_at: new Date(Date.now() - 5 * 60_000).toISOString() })
      .eq('id', failed.id);
    expect(await runScheduledJob('email-retries')).toMatchObject({ ok: true });
    expect((await leadsFrom(failed.email))[0]).toMatchObject({ email_status: 'sent', email_attempts: 2, email_error: null });

    await runScheduledJob('email-retries');
    const toFailed = (await readOutbox()).filter((m) => m.replyTo === failed.email);
    expect(toFailed).toHaveLength(1);
  });

  it("a visitor's inquiry no longer retries anyone else's lead: that is the scheduler's work", async () => {
    const failed = await failedLead();
    await service
      .from('contact_inquiries')
      .update({ email_last_attempt_at: new Date(Date.now() - 5 * 60_000).toISOString() })
      .eq('id', failed.id);
    const { error } = await anon.functions.invoke(FUNCTION, { body: inquiry() });
    expect(error).toBeNull();
    expect((await leadsFrom(failed.email))[0]).toMatchObject({ email_status: 'failed', email_attempts: 1 });
  });

  it('the admin can Resend a failed lead; a sent lead is never sent again; others may not resend', async () => {
    const failed = await failedLead();
    const admin = await signInAsAdmin();
    const user = await createUser();

    const byUser = await user.client.functions.invoke(STAFF_FUNCTION, { body: { resend: failed.id } });
    expect((await status(byUser.error)).status).toBe(403);
    const byAnon = await anon.functions.invoke(STAFF_FUNCTION, { body: { resend: failed.id } });
    expect((await status(byAnon.error)).status).toBe(403);
    expect((await leadsFrom(failed.email))[0]).toMatchObject({ email_status: 'failed' });

    const resent = await admin.client.functions.invoke(STAFF_FUNCTION, { body: { resend: failed.id } });
    expect(resent.error).toBeNull();
    expect(resent.data).toEqual({ ok: true, id: failed.id, delivered: true });
    expect((await leadsFrom(failed.email))[0]).toMatchObject({ email_status: 'sent', email_attempts: 2 });

    const twice = await admin.client.functions.invoke(STAFF_FUNCTION, { body: { resend: failed.id } });
    expect((await status(twice.error)).status).toBe(409);
    expect((await readOutbox()).filter((m) => m.replyTo === failed.email)).toHaveLength(1);
  });
});

describe('who reads and changes leads', () => {
  it('anon and a signed-in non-admin read nothing and change nothing; the admin reads all and changes the status only', async () => {
    const body = inquiry();
    await anon.functions.invoke(FUNCTION, { body });
    const [lead] = await leadsFrom(body.email);
    const user = await createUser();
    const admin = await signInAsAdmin();

    const anonRead = await anon.from('contact_inquiries').select('id');
    expect(anonRead.error?.code).toBe('42501');
    const userRead = await user.client.from('contact_inquiries').select('id');
    expect(userRead.error).toBeNull();
    expect(userRead.data).toEqual([]);

    const userUpdate = await user.client.from('contact_inquiries').update({ status: 'closed' }).eq('id', lead!.id).select('id');
    expect(userUpdate.data ?? []).toEqual([]);
    expect((await leadsFrom(body.email))[0]!.status).toBe('new');

    const adminRead = await admin.client.from('contact_inquiries').select('id, name, email_status').order('created_at', { ascending: false });
    expect(adminRead.error).toBeNull();
    expect(adminRead.data?.map((r) => r.id)).toContain(lead!.id);

    const contacted = await admin.client.from('contact_inquiries').update({ status: 'contacted' }).eq('id', lead!.id).select('status').single();
    expect(contacted.data).toEqual({ status: 'contacted' });
    const forged = await admin.client.from('contact_inquiries').update({ email_status: 'sent' }).eq('id', lead!.id);
    expect(forged.error?.code).toBe('42501');
    // Not a label of the lead_status enum: refused by the column's type (invalid input value).
    const badStatus = await admin.client.from('contact_inquiries').update({ status: 'archived' }).eq('id', lead!.id);
    expect(badStatus.error?.code).toBe('22P02');
  });

  it("the database functions behind the form are the service role's alone", async () => {
    const res = await rawFetch('/rest/v1/rpc/contact_inquiries_due_for_delivery', {
      method: 'POST',
      key: LOCAL_ANON_KEY,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ p_max_attempts: 8, p_limit: 10 }),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('42501');
  });
});

describe("the inbox's list (readLeads)", () => {
  const SEED_LEAD = 'd0000000-0000-4000-8000-000000000001';
  const DUNDAS = 'c0000000-0000-4000-8000-000000000004';

  /** A client with the session's token that records the URL of every request it makes. */
  function counted(token: string) {
    const urls: string[] = [];
    const client = clientWithToken(token, { fetch: (input, init) => (urls.push(String(input)), fetch(input, init)) });
    return { client, urls };
  }

  it('one request reads the leads with their bookings and the boards of both named (PostgREST embedding)', async () => {
    const { session } = await signInAsAdmin();
    const { client, urls } = counted(session.access_token);
    const leads = await readLeads(client);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('/rest/v1/contact_inquiries?');
    const { data: board } = await service.from('billboard_locations').select('name').eq('id', DUNDAS).single();
    const seeded = leads.find((lead) => lead.id === SEED_LEAD)!;
    expect(seeded.boards).toEqual([{ id: DUNDAS, name: board!.name }]);
    expect(seeded.bookings).toEqual([
      {
        id: 'e0000000-0000-4000-8000-000000000006',
        location_id: DUNDAS,
        board: board!.name,
        starts_on: expect.any(String),
        cycles: 2,
        status: 'requested',
        expires_at: expect.any(String),
        // The price it was requested at, for the estimate in the CSV: Dundas St's own rate, two cycles at no length rate.
        price_per_cycle_cents: 190_000,
        discount_bp: 0,
      },
    ]);
  });

  it('a plan whose boards have no booking is named in the same request (the computed relationship plan_boards), in the plan\u2019s order; a lead without bookings has []', async () => {
    const planned = 'c0000000-0000-4000-8000-000000000001';
    const { data: lead, error } = await service
      .from('contact_inquiries')
      .insert({ ...inquiry({ source: 'campaign-plan' }), location_ids: [DUNDAS, planned] })
      .select('id')
      .single();
    expect(error).toBeNull();
    const { session } = await signInAsAdmin();
    const { client, urls } = counted(session.access_token);
    const leads = await readLeads(client);
    expect(urls).toHaveLength(1);
    const { data: boards } = await service.from('billboard_locations').select('id, name').in('id', [DUNDAS, planned]);
    const name = (id: string) => boards!.find((b) => b.id === id)!.name;
    expect(leads.find((l) => l.id === lead!.id)).toMatchObject({
      boards: [
        { id: DUNDAS, name: name(DUNDAS) },
        { id: planned, name: name(planned) },
      ],
      bookings: [],
    });
    expect(leads[0]!.id).toBe(lead!.id);
  });

  it('row-level security decides: a signed-in non-admin reads no lead, anon is refused', async () => {
    const user = await createUser();
    expect(await readLeads(clientWithToken(user.session.access_token))).toEqual([]);
    await expect(readLeads(anon)).rejects.toBeInstanceOf(DataError);
  });
});

describe('newsletter subscribers', () => {
  /** A confirmed subscriber (the double opt-in itself is tested in newsletter.test.ts). */
  async function subscribe(email: string) {
    const { error } = await service.from('newsletter_subscribers').insert({ email, confirmed_at: new Date().toISOString() });
    expect(error).toBeNull();
  }

  it('only the admin reads the list; the token unsubscribes its address and no other', async () => {
    const a = `a+${randomUUID()}@example.com`;
    const b = `b+${randomUUID()}@example.com`;
    await subscribe(a);
    await subscribe(b);
    const user = await createUser();
    const admin = await signInAsAdmin();

    expect((await anon.from('newsletter_subscribers').select('email')).error?.code).toBe('42501');
    expect((await user.client.from('newsletter_subscribers').select('email')).data).toEqual([]);
    const list = await admin.client.from('newsletter_subscribers').select('email, unsubscribe_token, unsubscribed_at').in('email', [a, b]);
    expect(list.data).toHaveLength(2);
    const tokenA = list.data!.find((r) => r.email === a)!.unsubscribe_token as string;

    const wrong = await anon.rpc('unsubscribe_newsletter', { p_token: randomUUID() });
    expect(wrong).toMatchObject({ error: null, data: false });
    const right = await anon.rpc('unsubscribe_newsletter', { p_token: tokenA });
    expect(right).toMatchObject({ error: null, data: true });

    const after = await admin.client.from('newsletter_subscribers').select('email, unsubscribed_at').in('email', [a, b]);
    expect(after.data!.find((r) => r.email === a)!.unsubscribed_at).not.toBeNull();
    expect(after.data!.find((r) => r.email === b)!.unsubscribed_at).toBeNull();

    // Signing up again takes a new confirmation: until its link is followed the address stays unsubscribed.
    const again = await anon.functions.invoke('newsletter-subscribe', { body: { email: a, form: 'newsletter-signup', page: '/blog' } });
    expect(again.error).toBeNull();
    const pending = await admin.client.from('newsletter_subscribers').select('unsubscribed_at').eq('email', a).single();
    expect(pending.data?.unsubscribed_at).not.toBeNull();
    const token = /confirm\?token=([0-9a-f-]{36})/.exec((await readOutbox()).find((m) => m.to === a)!.text)![1];
    expect((await anon.rpc('confirm_newsletter_subscription', { p_token: token })).data).toBe(true);
    const back = await admin.client.from('newsletter_subscribers').select('unsubscribed_at').eq('email', a).single();
    expect(back.data).toEqual({ unsubscribed_at: null });
  });
});
