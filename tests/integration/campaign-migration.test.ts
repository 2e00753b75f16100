// The campaigns migration on a database seeded the old way (bookings with no
// campaign, leads with no advertiser), and what only the database itself can
// set up: a campaign whose first cycle has already begun, to see a
// cancellation keep the cycles already run and the schedule move campaigns on
// the cycles' dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles, openScratchDatabase, runFiles, type ScratchDatabase } from './scratch-database';

const CAMPAIGNS_MIGRATION = '20261127140000_campaigns.sql';
const BOARD = 'b0000000-0000-4000-8000-000000000001';
const ADMIN = 'ad000000-0000-4000-8000-000000000001';

let db: ScratchDatabase;

/** The cycle start `k` cycles from the one on air now (negative: before it). */
const cycle = (k: number) => `private.booking_cycle_on_or_after(private.booking_today() - 27) + 28 * (${k})`;

beforeAll(async () => {
  db = await openScratchDatabase();
  await runFiles(
    db,
    migrationFiles((name) => name < CAMPAIGNS_MIGRATION),
  );
  await db.exec(`
    insert into public.billboard_locations (id, name, address, latitude, longitude, media_type, slots_per_loop, rate_per_cycle)
    values ('${BOARD}', 'Old Board', '1 Old St', 42.98, -81.25, 'Digital LED', 6, 1650);
    insert into public.contact_inquiries (id, name, email, company, phone, message) values
      ('d1000000-0000-4000-8000-000000000001', 'Ann Early', 'Ann@Example.com', 'Ann Co', '', 'First.'),
      ('d1000000-0000-4000-8000-000000000002', 'Ann Again', 'ann@example.COM', 'Ann Co', '', 'Second.'),
      ('d1000000-0000-4000-8000-000000000003', 'Bo Other', 'bo@example.com', '', '', 'Hello.');
    insert into public.bookings (id, location_id, starts_on, cycles, status, lead_id, expires_at) values
      ('e1000000-0000-4000-8000-000000000001', '${BOARD}', ${cycle(1)}, 2, 'requested', 'd1000000-0000-4000-8000-000000000001', now() + interval '5 days'),
      ('e1000000-0000-4000-8000-000000000002', '${BOARD}', ${cycle(3)}, 1, 'confirmed', 'd1000000-0000-4000-8000-000000000002', null),
      ('e1000000-0000-4000-8000-000000000003', '${BOARD}', ${cycle(3)}, 1, 'confirmed', 'd1000000-0000-4000-8000-000000000002', null),
      ('e1000000-0000-4000-8000-000000000004', '${BOARD}', ${cycle(1)}, 3, 'confirmed', null, null),
      ('e1000000-0000-4000-8000-000000000005', '${BOARD}', ${cycle(2)}, 1, 'confirmed', null, null),
      ('e1000000-0000-4000-8000-000000000006', '${BOARD}', ${cycle(1)}, 1, 'declined', 'd1000000-0000-4000-8000-000000000003', null);
  `);
  await runFiles(db, migrationFiles((name) => name >= CAMPAIGNS_MIGRATION).slice(1));
});

afterAll(async () => {
  await db?.close();
});

describe('the campaigns migration on bookings made the old way', () => {
  it('keeps every booking, each in one campaign per lead or per phone sale, priced by the rule', async () => {
    const rows = await db.query<{ id: string; campaign_id: string | null; lead_id: string | null; price_per_cycle_cents: number; discount_bp: number }>(
      'select id, campaign_id, lead_id, price_per_cycle_cents, discount_bp from public.bookings order by id',
    );
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.campaign_id !== null && r.price_per_cycle_cents === 165000)).toBe(true);
    expect(rows.map((r) => r.discount_bp)).toEqual([0, 0, 0, 500, 0, 0]);
    const campaignOf = (id: string) => rows.find((r) => r.id.endsWith(id))!.campaign_id;
    // The two bookings of one lead share a campaign; each phone sale has its own.
    expect(campaignOf('0002')).toBe(campaignOf('0003'));
    expect(new Set(rows.map((r) => r.campaign_id)).size).toBe(5);
    expect(campaignOf('0004')).not.toBe(campaignOf('0005'));
  });

  it('gives each campaign the state of its bookings, and each lead its advertiser, one per address in any case', async () => {
    const campaigns = await db.query<{ lead: string | null; status: string; events: number }>(
      `select c.lead_id::text as lead, c.status::text as status, (select count(*)::int from public.campaign_events e where e.campaign_id = c.id) as events
         from public.campaigns c order by c.lead_id nulls last, c.created_at`,
    );
    expect(campaigns.map((c) => [c.lead?.slice(-1) ?? null, c.status])).toEqual([
      ['1', 'requested'],
      ['2', 'confirmed'],
      ['3', 'declined'],
      [null, 'confirmed'],
      [null, 'confirmed'],
    ]);
    expect(campaigns.every((c) => c.events === 1)).toBe(true);
    const advertisers = await db.query<{ email: string | null; leads: number }>(
      `select a.email, (select count(*)::int from public.contact_inquiries l where l.advertiser_id = a.id) as leads
         from public.advertisers a order by a.email nulls last`,
    );
    expect(advertisers).toEqual([
      { email: 'Ann@Example.com', leads: 2 },
      { email: 'bo@example.com', leads: 1 },
      // The phone sales' customer, until the staff merge each into its advertiser.
      { email: null, leads: 0 },
    ]);
  });
});

describe('campaigns on the air', () => {
  beforeAll(async () => {
    await db.exec(`
      insert into auth.users (id, email) values ('${ADMIN}', 'staff@example.com');
      insert into private.admins (user_id) values ('${ADMIN}');
    `);
  });

  /** A confirmed phone sale whose first cycle began `ago` cycles before the current one (written past the guard, as only the database can). */
  async function runningSale(ago: number, cycles: number): Promise<string> {
    const [{ id }] = await db.query<{ id: string }>(
      `insert into public.campaigns (advertiser_id, name, status)
       select id, 'Running', 'confirmed' from public.advertisers where email is null returning id`,
    );
    await db.exec(`
      set session_replication_role = replica;
      insert into public.bookings (location_id, starts_on, cycles, status, campaign_id, price_per_cycle_cents, discount_bp, price_fixed_at)
      values ('${BOARD}', ${cycle(-ago)}, ${cycles}, 'confirmed', '${id}', 165000, 0, now());
      set session_replication_role = origin;
    `);
    return id;
  }

  async function asAdmin<T>(sql: string): Promise<T[]> {
    await db.exec(`set role authenticated; select set_config('request.jwt.claims', '{"sub":"${ADMIN}","role":"authenticated"}', false);`);
    try {
      return await db.query<T>(sql);
    } finally {
      await db.exec("reset role; select set_config('request.jwt.claims', '', false);");
    }
  }

  it('cancelling a running campaign frees the cycles to come and keeps the ones already run', async () => {
    const campaign = await runningSale(1, 4);
    await asAdmin(`select public.cancel_campaign('${campaign}', 'Closing the shop')`);
    const rows = await db.query<{ status: string; cycles: number }>(
      `select status::text as status, cycles from public.bookings where campaign_id = '${campaign}'`,
    );
    // The cycle before this one and the one on air now were run; the last two are free again.
    expect(rows).toEqual([{ status: 'confirmed', cycles: 2 }]);
    const [{ status }] = await db.query<{ status: string }>(`select status::text as status from public.campaigns where id = '${campaign}'`);
    expect(status).toBe('cancelled');
  });

  it('the schedule puts a confirmed campaign live once its first cycle began, and completes it after its last', async () => {
    const onAir = await runningSale(0, 2);
    const ended = await runningSale(3, 1);
    await db.exec(`update public.campaigns set status = 'live' where id = '${ended}'`);
    await db.query('select private.advance_campaigns()');
    const statuses = await db.query<{ id: string; status: string }>(
      `select id, status::text as status from public.campaigns where id in ('${onAir}', '${ended}')`,
    );
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [onAir]: 'live', [ended]: 'completed' });
    const events = await db.query<{ action: string; actor_id: string | null }>(
      `select action, actor_id from public.campaign_events where campaign_id in ('${onAir}', '${ended}') order by action`,
    );
    expect(events).toEqual([
      { action: 'completed', actor_id: null },
      { action: 'live', actor_id: null },
    ]);
  });
});
