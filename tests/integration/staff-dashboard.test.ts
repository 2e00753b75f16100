// The staff's dashboard and morning digest, through the API: the dashboard's
// one database call is the admin's only and moves with a confirmation, and
// its revenue months are whole cents that add up to each campaign's total;
// the digest job e-mails the staff what needs attention, and nothing when
// nothing does.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { addDays, bookingTotalCents, dayNumber, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import type { CampaignReminders } from '../../supabase/functions/_shared/campaign-reminders';
import { LOCAL_SITE_URL } from '../../supabase/local/dev-keys';
import { anonClient, backendUrl, createUser, LOCAL_ANON_KEY, newBoard, readOutbox, resetBackend, serviceClient, signInAsAdmin } from './helpers';
import { migrationFiles, openScratchDatabase, runFiles, type ScratchDatabase } from './scratch-database';

const PRIYA_LEAD = 'd0000000-0000-4000-8000-000000000001';
const HURON = 'c0000000-0000-4000-8000-000000000001';
const DIGEST_SUBJECT = /^Campaigns today, /;

interface Dashboard extends CampaignReminders {
  cycles: string[];
  /** 'YYYY-MM', every month the span touches. */
  months: string[];
  /** Whole cents per month, aligned with `months`. */
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
    expect(before.revenue).toHaveLength(before.months.length);
    for (const slots of Object.values(before.sold)) expect(slots).toHaveLength(before.cycles.length);
    const soldBefore = soldTotal(before);

    const { error } = await admin.rpc('confirm_campaign', { p_campaign: await priyaCampaign(), p_reason: null });
    expect(error).toBeNull();
    const after = await dashboard(admin);
    expect(after.pipeline).toEqual({ cents: 0, campaigns: 0 });
    expect(revenueTotal(after) - revenueTotal(before)).toBe(380_000);
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

/** How many of the `days` days from `start` fall in each month ('YYYY-MM'). */
function daysByMonth(start: string, days: number): Map<string, number> {
  const result = new Map<string, number>();
  for (let i = 0; i < days; i++) {
    const month = addDays(start, i).slice(0, 7);
    result.set(month, (result.get(month) ?? 0) + 1);
  }
  return result;
}

describe('revenue per month', () => {
  it('gives each campaign whole cents per month, each within a cent of its exact share, adding up to its total', async () => {
    const admin = (await signInAsAdmin()).client;
    const starts = nextCycleStarts(new Date(), 5, site.bookingCycles);
    // [first cycle (of the next five starts), cycles, each board's price per cycle in cents]
    const sales: [number, number, number[]][] = [
      [0, 1, [100_001]],
      [1, 2, [123_457, 99_999]],
      [2, 3, [105_000]],
      [0, 5, [133_333]],
      [3, 7, [111_111, 222_223, 150_001]],
      [4, 13, [249_999]],
    ];
    let before = await dashboard(admin);
    for (const [first, cycles, prices] of sales) {
      const boards = await Promise.all(prices.map(() => newBoard(2)));
      const startsOn = starts[first]!;
      const sale = await admin.rpc('create_phone_sale', {
        p_advertiser: 'a1000000-0000-4000-8000-000000000001',
        p_location_ids: boards.map((b) => b.id),
        p_starts_on: startsOn,
        p_cycles: cycles,
        p_name: `Revenue test, ${cycles} cycles`,
      });
      expect(sale.error).toBeNull();
      const { data: bookings } = await service
        .from('bookings')
        .select('id, location_id, discount_bp')
        .eq('campaign_id', sale.data as string);
      let total = 0;
      for (const booking of bookings as { id: string; location_id: string; discount_bp: number }[]) {
        const price = prices[boards.findIndex((b) => b.id === booking.location_id)]!;
        const { error } = await admin.rpc('set_booking_price', { p_booking: booking.id, p_price_per_cycle_cents: price, p_reason: 'Agreed by phone' });
        expect(error).toBeNull();
        total += bookingTotalCents({ pricePerCycleCents: price, discountBp: booking.discount_bp }, cycles);
      }

      const after = await dashboard(admin);
      expect(after.months).toEqual(before.months);
      const added = after.revenue.map((cents, i) => cents - before.revenue[i]!);
      expect(added.every((cents) => Number.isInteger(cents) && cents >= 0)).toBe(true);
      expect({ cycles, prices, sum: added.reduce((a, b) => a + b, 0) }).toEqual({ cycles, prices, sum: total });
      // Every board runs the same days: a month's exact share is the total times its days over all of them.
      const days = 28 * cycles;
      const inMonth = daysByMonth(startsOn, days);
      after.months.forEach((month, i) => {
        expect({ month, within: Math.abs(added[i]! * days - total * (inMonth.get(month) ?? 0)) < days }).toEqual({ month, within: true });
      });
      before = after;
    }
  }, 120_000);
});

// Dates the API would now call past: a database of the test's own, with the
// booking written past the start check as only the database can. Opened and
// closed within the test, between the backend's resets (a reset ends every
// connection to the server's main database, the scratch's admin one too).
describe('revenue per month of a campaign on fixed dates', () => {
  const ADMIN = 'ad000000-0000-4000-8000-0000000000d1';
  const BOARD = 'b0000000-0000-4000-8000-0000000000d1';
  const ADVERTISER = 'a1000000-0000-4000-8000-0000000000d1';
  const CAMPAIGN = 'c0000000-0000-4000-8000-0000000000d1';
  const BOOKING = 'e0000000-0000-4000-8000-0000000000d1';

  async function winterCampaign(db: ScratchDatabase): Promise<void> {
    await runFiles(db, migrationFiles());
    await db.exec(`
      insert into auth.users (id, email) values ('${ADMIN}', 'staff@example.com');
      insert into private.admins (user_id) values ('${ADMIN}');
      insert into public.billboard_locations (id, name, address, latitude, longitude, media_type, slots_per_loop, rate_per_cycle)
        values ('${BOARD}', 'Winter Board', '1 Test St', 42.98, -81.25, 'Digital LED', 6, 1650);
      insert into public.advertisers (id, company, contact_name, email) values ('${ADVERTISER}', 'Winter Co', 'Wyn Winter', 'wyn@example.com');
      insert into public.campaigns (id, advertiser_id, name, status) values ('${CAMPAIGN}', '${ADVERTISER}', 'Winter campaign', 'confirmed');
      alter table public.bookings disable trigger bookings_guard;
      insert into public.bookings (id, location_id, campaign_id, starts_on, cycles, status)
        values ('${BOOKING}', '${BOARD}', '${CAMPAIGN}', '2026-12-07', 3, 'confirmed');
      alter table public.bookings enable trigger bookings_guard;
    `);
  }

  async function asAdmin<T>(db: ScratchDatabase, sql: string): Promise<T[]> {
    await db.exec(`set role authenticated; select set_config('request.jwt.claims', '{"sub":"${ADMIN}","role":"authenticated"}', false);`);
    try {
      return await db.query<T>(sql);
    } finally {
      await db.exec("reset role; select set_config('request.jwt.claims', '', false);");
    }
  }

  it('Dec 7, 2026 to Feb 28, 2027 at $1,050.00 a cycle: $890.63, $1,104.37 and $997.50, its total of $2,992.50 to the cent', async () => {
    const db = await openScratchDatabase();
    try {
      await winterCampaign(db);
      const monthsOf = async (from: string, to: string) =>
        (await asAdmin<{ d: Pick<Dashboard, 'months' | 'revenue'> }>(db, `select public.staff_dashboard('${from}', '${to}') as d`))[0]!.d;

      await asAdmin(db, `select public.set_booking_price('${BOOKING}', 105000, 'Agreed by phone')`);
      const [{ total }] = (await db.query<{ total: number }>(
        `select public.booking_total_cents(price_per_cycle_cents, cycles, discount_bp)::int as total from public.bookings where id = '${BOOKING}'`,
      )) as [{ total: number }];
      // Three cycles earn the 5% length rate.
      expect(total).toBe(299_250);

      const { months, revenue } = await monthsOf('2026-12-01', '2027-02-28');
      expect(months).toEqual(['2026-12', '2027-01', '2027-02']);
      // Cycles Dec 7-Jan 3, Jan 4-31, Feb 1-28: exactly $890.625, $1,104.375 and $997.50. The cent left over
      // goes to one of the two months tied for it, the earlier.
      expect(revenue).toEqual([89_063, 110_437, 99_750]);
      expect(revenue.reduce((a, b) => a + b, 0)).toBe(total);

      // Shown from January, its months are the same: a campaign's cents are decided over all its months.
      expect(await monthsOf('2027-01-01', '2027-03-31')).toMatchObject({ months: ['2027-01', '2027-02', '2027-03'], revenue: [110_437, 99_750, 0] });
    } finally {
      await db.close();
    }
  }, 180_000);
});

describe('the staff digest job', () => {
  const runDigest = async () => {
    const { data, error } = await service.functions.invoke('scheduled-work', { body: { job: 'staff-digest' } });
    expect(error).toBeNull();
    return data as { ok: boolean; sent: number };
  };
  const digests = async () => (await readOutbox()).filter((m) => DIGEST_SUBJECT.test(m.subject));

  // The day's digest is due from midnight in Toronto, whenever the test runs (its hour: staff-digest-schedule.test.ts).
  beforeEach(async () => {
    expect((await service.from('staff_digest_settings').update({ toronto_hour: 0 }).eq('id', true)).error).toBeNull();
  });

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
    expect(digest!.text).toContain(`${LOCAL_SITE_URL}/admin/campaigns/${id}`);
    expect(digest!.html).toContain(`href="${LOCAL_SITE_URL}/admin/campaigns/${id}"`);
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
