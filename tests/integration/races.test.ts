// Rules that must hold when requests arrive at the same moment. They are the
// database's decisions (locks, constraints), so they hold on any number of
// connections. On PGlite (one connection) these tests pass trivially; the
// integration pass on a real PostgreSQL (npm test starts one) is where a
// check-then-act would let extra rows through.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { localBackendControl } from '../../supabase/local/control-client';
import { backendUrl, LOCAL_ANON_KEY, resetBackend, serviceClient, signInAsAdmin } from './helpers';

const CONTACT = () => `${backendUrl()}/functions/v1/send-contact-email`;

function postLead(body: Record<string, unknown>, clientIp: string): Promise<Response> {
  return fetch(CONTACT(), {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'cf-connecting-ip': clientIp },
    body: JSON.stringify({ company: 'Race Co', phone: '519-555-0100', message: 'Same moment.', source: 'contact-page', ...body }),
  });
}

async function leadsFrom(emailDomain: string): Promise<number> {
  const { count, error } = await serviceClient().from('contact_inquiries').select('id', { count: 'exact', head: true }).like('email', `%@${emailDomain}`);
  if (error) throw error;
  return count ?? 0;
}

beforeEach(async () => {
  await resetBackend();
});

describe(`races decided by the database (${inject('databaseKind')})`, () => {
  it('20 leads at once from one address: exactly 5 are stored, the rest answered 429', async () => {
    const domain = `${randomUUID()}.example.ca`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postLead({ name: `Racer ${i}`, email: `r${i}@${domain}` }, '198.51.100.77')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200 || s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await leadsFrom(domain)).toBe(5);
  });

  it('10 submissions at once with one idempotency key: one lead, every answer names it', async () => {
    const domain = `${randomUUID()}.example.ca`;
    const body = { name: 'Double Click', email: `dc@${domain}`, idempotency_key: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => postLead(body, `198.51.100.${100 + i}`)));
    for (const answer of answers) expect([200, 202]).toContain(answer.status);
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect(await leadsFrom(domain)).toBe(1);
  });

  it('10 rebuild requests at once: the build hook is called once', async () => {
    const control = localBackendControl(backendUrl());
    await control.setBuildHook('record');
    const { client } = await signInAsAdmin();
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.functions.invoke('request-site-rebuild', { body: {} })));
    const statuses = answers.map((a) => (a.data as { status: string } | null)?.status);
    expect(statuses.filter((s) => s === 'called')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'queued')).toHaveLength(9);
    expect(await control.buildHookCalls()).toHaveLength(1);
  });
});
