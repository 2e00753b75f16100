// The staff's dashboard and morning digest, through the API: the dashboard's
// one database call is the admin's only and moves with a confirmation; the
// digest job e-mails the staff what needs attention, and nothing when nothing
// does.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { addDays, dayNumber, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import type { CampaignReminders } from '../../supabase/functions/_shared/campaign-reminders';
import { LOCAL_SITE_URL } from '../../supabase/local/dev-keys';
import { anonClient, backendUrl, createUser, LOCAL_ANON_KEY, readOutbox, resetBackend, serviceClient, signInAsAdmin } from './helpers';

const PRIYA_LEAD = 'd0000000-0000-4000-8000-000000000001';
const HURON = 'c0000000-0000-4000-8000-000000000001';
const DIGEST_SUBJECT = /^Campaigns today, /;

interface Dashboard extends CampaignReminders {
  cycles: string[];
  revenue: number[];
  sold: Record<string, number[]>;
  boards: { id: string; name: string; slots: number; is_active: boolean }[];
  pipeline: { cents: number; campaigns: number };
}

const service = serviceClient();

beforeEach(async () => {
  await resetBackend();
});

afterAll(async () => {
  await resetBackend();
});

/** Two years from the start of this month: every booking the seed makes. */
function span(): { p_from: string; p_to: string } {
  const first = `${new Date().toISOString().slice(0, 7)}-01`;
  return { p_from: addDays(first, -31), p_to: addDays(first, 2 * 366) };
}

async function dashboard(client: SupabaseClient): Promise<Dashboard> {
  const { data, error } = await client.rpc('staff_dashboard', span());
  if (error) throw new Error(`staff_dashboard: ${error.message}`);
  return data as Dashboard;
}

const revenueTotal = (d: Dashboard) => d.revenue.reduce((sum, cents) => sum + Number(cents), 0);
const soldTotal = (d: Dashboard) => Object.values(d.sold).reduce((sum, slots) => sum + slots.reduce((a, b) => a + b, 0), 0);

async function priyaCampaign(): Promise<string> {
  const { data } = await service.from('campaigns').select('id').eq('lead_id', PRIYA_LEAD).single();
  return (data as { id: string }).id;
}

describe('staff_dashboard', () => {
  it('answers the admin only', async () => {
    const user = await createUser();
    for (const client of [anonClient(), user.client]) {
      const { data, error } = await client.rpc('staff_dashboard', span());
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('counts the open request as pipeline, and as revenue and slots sold once the staff confirm it', async () => {
    const admin = (await signInAsAdmin()).client;
    const before = await dashboard(admin);
    // Priya Raman's request: Dundas St Downtown ($1,900 a cycle) for two cycles, no length rate.
    expect(before.pipeline).toEqual({ cents: 380_000, campaigns: 1 });
    expect(before.boards.some((b) => b.id === HURON && b.slots === 6)).toBe(true);
    // Cycles of 28 days in order, the lists aligned with them.
    expect(before.cycles.every((start, i) => i === 0 || dayNumber(start) - dayNumber(before.cycles[i - 1]!) === 28)).toBe(true);
    expect(before.revenue).toHaveLength(before.cycles.length);
    for (const slots of Object.values(before.sold)) expect(slots).toHaveLength(before.cycles.length);
    const soldBefore = soldTotal(before);

    const { error } = await admin.rpc('confirm_campaign', { p_campaign: await priyaCampaign(), p_reason: null });
    expect(error).toBeNull();
    const after = await dashboard(admin);
    expect(after.pipeline).toEqual({ cents: 0, campaigns: 0 });
    expect(revenueTotal(after) - revenueTotal(before)).toBeCloseTo(380_000, 6);
    expect(soldTotal(after) - soldBefore).toBe(2);
  });

  it('lists a campaign ending within two cycles as a renewal, and not one ending later', async () => {
    const admin = (await signInAsAdmin()).client;
    const next = nextCycleStarts(new Date(), 1, site.bookingCycles)[0]!;
    const sale = async (cycles: number) => {
      const { data, error } = await admin.rpc('create_phone_sale', {
        p_advertiser: 'a1000000-0000-4000-8000-000000000001',
        p_location_ids: [HURON],
        p_starts_on: next,
        p_cycles: cycles,
        p_name: `Renewal test, ${cycles} cycles`,
      });
      expect(error).toBeNull();
      return data as string;
    };
    // The next cycle starts within 27 days: one cycle ends within 55, three end after 83.
    const short = await sale(1);
    const long = await sale(3);
    const { renewals } = await dashboard(admin);
    expect(renewals.find((c) => c.id === short)).toMatchObject({ status: 'confirmed', ends_on: addDays(next, 27), total_cents: 245_000 });
    expect(renewals.some((c) => c.id === long)).toBe(false);
  });

  it('refuses a span it was not made for', async () => {
    const admin = (await signInAsAdmin()).client;
    const { error } = await admin.rpc('staff_dashboard', { p_from: '2027-01-01', p_to: '2026-01-01' });
    expect(error?.code).toBe('P0001');
  });
});

describe('the staff digest job', () => {
  const runDigest = async () => {
    const { data, error } = await service.functions.invoke('scheduled-work', { body: { job: 'staff-digest' } });
    expect(error).toBeNull();
    return data as { ok: boolean; sent: number };
  };
  const digests = async () => (await readOutbox()).filter((m) => DIGEST_SUBJECT.test(m.subject));

  it('sends nothing when nothing needs attention', async () => {
    // No campaign at all (their bookings go with them).
    const { error } = await service.from('campaigns').delete().not('id', 'is', null);
    expect(error).toBeNull();
    expect(await runDigest()).toMatchObject({ ok: true, sent: 0 });
    expect(await digests()).toEqual([]);
  });

  it('e-mails the staff a hold lapsing within 48 hours, linking to its campaign page', async () => {
    await service.from('campaigns').delete().not('id', 'is', null);
    const { data: lead } = await service
      .from('contact_inquiries')
      .insert({ name: 'Hold Soon', email: `hold-${randomUUID()}@example.com`, company: 'Soon Ltd', phone: '', message: 'Digest test.' })
      .select('id')
      .single();
    const startsOn = nextCycleStarts(new Date(), 2, site.bookingCycles)[1]!;
    const { error } = await service.from('bookings').insert({
      location_id: HURON,
      starts_on: startsOn,
      cycles: 1,
      status: 'requested',
      lead_id: (lead as { id: string }).id,
      expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
    });
    expect(error).toBeNull();
    const { data: campaign } = await service
      .from('campaigns')
      .select('id, reference')
      .eq('lead_id', (lead as { id: string }).id)
      .single();
    const { id, reference } = campaign as { id: string; reference: string };

    expect(await runDigest()).toMatchObject({ ok: true, sent: 1, expiring: 1 });
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest!.to).toBe('info@londondigitalbillboards.ca');
    expect(digest!.subject).toMatch(/: 1 hold expiring, 0 starting, 0 renewals$/);
    expect(digest!.text).toContain(`Soon Ltd: Soon Ltd, `);
    expect(digest!.text).toContain(`(${reference})`);
    expect(digest!.text).toContain(`${site.url}/admin/campaigns/${id}`);
    expect(digest!.html).toContain(`href="${site.url}/admin/campaigns/${id}"`);
  });
});

describe('the staff e-mail of a new request', () => {
  it('links to the campaign the request became; a lead without dates has none', async () => {
    const send = (body: Record<string, unknown>) =>
      fetch(`${backendUrl()}/functions/v1/send-contact-email`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Rosa Marin',
          company: 'Marin Bistro',
          phone: '519-555-0142',
          message: 'Two boards for our opening.',
          source: 'campaign-plan',
          idempotency_key: randomUUID(),
          ...body,
        }),
      });
    const withDates = `rosa+${randomUUID()}@marin-bistro.ca`;
    const res = await send({
      email: withDates,
      location_ids: [HURON],
      booking: { starts_on: nextCycleStarts(new Date(), 3, site.bookingCycles)[2], cycles: 1 },
    });
    expect(res.status).toBe(200);
    const { id: leadId } = (await res.json()) as { id: string };
    const { data } = await service.from('campaigns').select('id').eq('lead_id', leadId).single();
    // On the site the local backend is configured with (its functions' SITE_URL), not production.
    const link = `${LOCAL_SITE_URL}/admin/campaigns/${(data as { id: string }).id}`;

    const without = `rosa+${randomUUID()}@marin-bistro.ca`;
    expect((await send({ email: without })).status).toBe(200);

    const outbox = await readOutbox();
    const staff = outbox.find((m) => m.replyTo === withDates);
    expect(staff?.html).toContain(`<a href="${link}">Open the campaign</a>`);
    expect(staff?.text).toContain(`Campaign: ${link}`);
    expect(outbox.find((m) => m.replyTo === without)?.text).not.toContain('/admin/campaigns/');
  });
});
