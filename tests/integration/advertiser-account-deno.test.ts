// The deployed scheduled-work (index.ts under real Deno, supabase-js with the
// service role) against the local backend: its outbox-delivery job, sending a
// confirmed campaign's e-mail, creates the advertiser's account through Auth's
// admin API over HTTP and links it, as the Node wiring does in
// advertiser-account.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDenoFunction, startResendStandIn, type DenoFunction, type ResendStandIn } from './deno-function';
import { backendUrl, LOCAL_SERVICE_ROLE_KEY, newConfirmedCampaign, resetBackend, serviceClient, signInAsAdmin } from './helpers';

let deno: DenoFunction | undefined;
let resend: ResendStandIn | undefined;

beforeAll(async () => {
  await resetBackend();
  resend = await startResendStandIn();
  deno = await startDenoFunction(backendUrl(), resend.url, {}, 'scheduled-work');
});

afterAll(async () => {
  deno?.stop();
  await resend?.close();
  await resetBackend();
});

describe('scheduled-work under Deno (index.ts): the outbox job’s confirmation makes the account', () => {
  it('creates a confirmed account for the advertiser’s e-mail through the admin API and links it', async () => {
    const email = `deno+${randomUUID()}@example.ca`;
    const service = serviceClient();
    const { data: advertiser, error } = await service.from('advertisers').insert({ company: 'Deno Bakery', contact_name: 'Dee', email }).select('id').single();
    expect(error).toBeNull();
    const { client: admin } = await signInAsAdmin();
    await newConfirmedCampaign(admin, advertiser!.id as string);

    const res = await fetch(deno!.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ job: 'outbox-delivery' }),
    });
    expect(res.status, deno!.output()).toBe(200);

    const { data: linked } = await service.from('advertisers').select('user_id').eq('id', advertiser!.id).single();
    expect(linked?.user_id).toBeTruthy();
    const { data: user } = await service.auth.admin.getUserById(linked!.user_id as string);
    expect(user.user?.email).toBe(email);
    expect(user.user?.email_confirmed_at).toBeTruthy();
    expect(resend!.sent.find((m) => m.to === email)?.text).toContain('/account');
  });
});
