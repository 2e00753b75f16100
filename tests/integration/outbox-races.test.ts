// The outbox under the database's own rules, on a seeded database of the
// whole schema: a transition that fails writes no message (the row is in its
// transaction), and delivery runs claim with `for update skip locked`, so two
// runs at once, each on its own connection on the real PostgreSQL pass, send
// every message once, and one run works through a thousand. The mailer is the
// outside edge, so here it counts what it is given.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import type { RpcClient } from '../../supabase/functions/_shared/lead-supabase-store';
import type { OutgoingEmail } from '../../supabase/functions/_shared/mailer';
import { drainOutbox } from '../../supabase/functions/_shared/outbox-delivery';
import { createOutboxStore } from '../../supabase/functions/_shared/outbox-store';
import { openSeededDatabase, type SeededDatabase } from './scratch-database';

type Query = SeededDatabase['query'];

let db: SeededDatabase;
const extra: pg.Client[] = [];

beforeAll(async () => {
  db = await openSeededDatabase();
}, 300_000);

afterAll(async () => {
  for (const client of extra) await client.end();
  await db?.close();
});

/** Another connection to the same database where there is a server; PGlite has one. */
async function connection(): Promise<Query> {
  if (!db.url) return (sql, params) => db.query(sql, params);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  extra.push(client);
  return <T>(sql: string, params?: unknown[]) => client.query(sql, params) as unknown as Promise<{ rows: T[] }>;
}

/** supabase-js's rpc as the job's store makes it, over one connection (the owner's, as the service role's functions run). */
function rpcOver(query: Query): RpcClient {
  return {
    async rpc(fn, args) {
      const names = Object.keys(args);
      try {
        const { rows } = await query<{ value: unknown }>(
          `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as value`,
          names.map((n) => args[n]),
        );
        return { data: rows[0]?.value ?? null, error: null };
      } catch (err) {
        return { data: null, error: { message: (err as Error).message } };
      }
    },
  };
}

/** A mailer that counts each message it is handed, by its subject (which names the outbox row). */
function countingMailer() {
  const sent = new Map<string, number>();
  return {
    sent,
    mailer: {
      async send(email: OutgoingEmail) {
        sent.set(email.subject, (sent.get(email.subject) ?? 0) + 1);
        // Sending takes a moment, as a provider's API does: the other run gets its turn meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
        return { id: randomUUID() };
      },
    },
  };
}

function engine(query: Query, mailer: ReturnType<typeof countingMailer>['mailer']) {
  return {
    store: createOutboxStore(rpcOver(query)),
    mailer,
    build: async (message: { id: number }) => ({
      email: { to: 'ana@example.com', subject: `message ${message.id}`, html: '', text: '' },
      note: null,
    }),
    logError: () => undefined,
  };
}

/** Queues `count` messages as a change would, each with its own key; answers their ids. */
async function queue(count: number): Promise<number[]> {
  // Only these are due: what other tests left is out of the way.
  await db.query('update private.outbox set sent_at = now(), next_attempt_at = null where sent_at is null');
  const batch = randomUUID();
  const { rows } = await db.query<{ id: string }>(
    `insert into private.outbox (kind, payload, dedupe_key)
     select 'declined', '{}'::jsonb, $1 || ':' || g from generate_series(1, $2::integer) as g
     returning id`,
    [batch, count],
  );
  return rows.map((r) => Number(r.id));
}

async function unsent(ids: number[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::integer as n from private.outbox where id = any($1::bigint[]) and sent_at is null', [ids]);
  return rows[0]!.n;
}

describe('the outbox in the database', () => {
  it('a confirm that fails after recording its event writes no message', async () => {
    const { rows: admins } = await db.query<{ user_id: string }>('select user_id from private.admins limit 1');
    await db.query(`select set_config('request.jwt.claims', $1, false)`, [JSON.stringify({ sub: admins[0]!.user_id, role: 'authenticated' })]);
    const { rows: boards } = await db.query<{ id: string }>(
      `insert into public.billboard_locations (name, address, latitude, longitude, media_type, slots_per_loop, is_active)
       values ($1, '1 Test St, London, ON', 42.98, -81.25, 'Digital LED', 1, true) returning id`,
      [`Outbox board ${randomUUID().slice(0, 8)}`],
    );
    const board = boards[0]!.id;
    const [startsOn] = nextCycleStarts(new Date(), 4, site.bookingCycles).slice(3);
    // A request whose booking lapsed while the campaign stayed requested; meanwhile a phone sale took the slot.
    const { rows: leads } = await db.query<{ id: string }>(
      `insert into public.contact_inquiries (name, email, company, phone, message) values ('Rosa', $1, '', '', 'Booking') returning id`,
      [`rosa+${randomUUID()}@example.com`],
    );
    await db.query('select public.request_bookings($1::uuid, array[$2::uuid], $3::date, 1)', [leads[0]!.id, board, startsOn]);
    const { rows: requested } = await db.query<{ id: string }>('select id from public.campaigns where lead_id = $1', [leads[0]!.id]);
    const campaign = requested[0]!.id;
    await db.query(`update public.bookings set status = 'expired' where campaign_id = $1`, [campaign]);
    const { rows: advertisers } = await db.query<{ id: string }>(
      `insert into public.advertisers (company, contact_name, email) values ('Other Co', 'Olga', $1) returning id`,
      [`olga+${randomUUID()}@example.com`],
    );
    await db.query('select public.create_phone_sale($1::uuid, array[$2::uuid], $3::date, 1)', [advertisers[0]!.id, board, startsOn]);

    await expect(db.query('select public.confirm_campaign($1::uuid)', [campaign])).rejects.toThrow(/slot/i);
    const { rows } = await db.query<{ n: number }>('select count(*)::integer as n from private.outbox where campaign_id = $1', [campaign]);
    expect(rows[0]!.n).toBe(0);
    // The same confirm once the slot is free again writes its one message.
    await db.query(`update public.bookings set status = 'cancelled' where campaign_id <> $1 and location_id = $2`, [campaign, board]);
    await db.query('select public.confirm_campaign($1::uuid)', [campaign]);
    const { rows: after } = await db.query<{ kind: string }>("select kind from private.outbox where campaign_id = $1 and kind <> 'invoice_issued'", [campaign]);
    expect(after).toEqual([{ kind: 'confirmed' }]);
  }, 120_000);

  it('two delivery runs at once send each message once', async () => {
    const ids = await queue(200);
    const { sent, mailer } = countingMailer();
    const [a, b] = await Promise.all([connection(), connection()]);
    const [first, second] = await Promise.all([drainOutbox(engine(a, mailer)), drainOutbox(engine(b, mailer))]);
    expect(first.sent! + second.sent!).toBe(ids.length);
    expect(sent.size).toBe(ids.length);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    expect(await unsent(ids)).toBe(0);
  }, 120_000);

  it('one run sends a thousand queued messages, none twice', async () => {
    const ids = await queue(1000);
    const { sent, mailer } = countingMailer();
    const result = await drainOutbox(engine(await connection(), mailer));
    expect(result).toMatchObject({ claimed: 1000, sent: 1000, failed: 0 });
    expect(sent.size).toBe(1000);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    expect(await unsent(ids)).toBe(0);
  }, 300_000);
});
