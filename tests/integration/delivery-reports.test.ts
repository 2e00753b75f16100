// The delivery report at a cycle's end and the make-goods it leads to, in the
// database that decides them: the hourly job writes one report per campaign
// and cycle once that cycle has ended, however often it runs, and the
// delivery job e-mails it with each board's figures; a board-cycle delivered
// under MAKE_GOOD.threshold waits on the staff's worklist until its make-good
// (extra days on the board, where it has a free slot, or a credit note) is
// recorded. The campaign's first cycle is in the past, so its bookings are
// written straight into a database of the test's own (the API refuses them).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKE_GOOD } from '../../supabase/functions/_shared/business-rules';
import { CYCLE_REPORT_LINES, cycleReportUrl, type CycleReportBoard } from '../../supabase/functions/_shared/delivery-report';
import type { RpcClient } from '../../supabase/functions/_shared/lead-supabase-store';
import type { OutgoingEmail } from '../../supabase/functions/_shared/mailer';
import { buildOutboxMessage, drainOutbox, type CampaignMessageDeps } from '../../supabase/functions/_shared/outbox-delivery';
import { createOutboxStore } from '../../supabase/functions/_shared/outbox-store';
import { accountCampaignUrl } from '../../supabase/functions/_shared/artwork-emails';
import { migrationFiles, openScratchDatabase, runFiles, type ScratchDatabase } from './scratch-database';

const ADMIN = 'f0000000-0000-4000-8000-0000000000a1';
const ADVERTISER = 'a1000000-0000-4000-8000-0000000000c1';
const CAMPAIGN = 'a2000000-0000-4000-8000-0000000000c1';
const OTHER = 'a2000000-0000-4000-8000-0000000000c2';
// Open all day with 8-second spots. What a cycle contracts depends on its days (a clock change is one more or less
// hour), so it is read from the database, and the plays delivered are set against it.
const BOARDS = {
  full: { id: 'c0000000-0000-4000-8000-0000000000b1', name: 'Board One Spot', slots: 1, traffic: 20000, share: 0.66 },
  spare: { id: 'c0000000-0000-4000-8000-0000000000b2', name: 'Board Two Spots', slots: 2, traffic: null, share: 0.5 },
  // Exactly the threshold: not under it.
  fine: { id: 'c0000000-0000-4000-8000-0000000000b3', name: 'Board Six Spots', slots: 6, traffic: 30000, share: MAKE_GOOD.threshold },
} as const;
type BoardKey = keyof typeof BOARDS;
const contracted = {} as Record<BoardKey, number>;
const delivered = {} as Record<BoardKey, number>;

let db: ScratchDatabase;
/** The first cycle's start (it has ended: the second is running today) and the next cycle after the campaign. */
let first: string;
let after: string;

async function asAdmin<T>(sql: string, params?: unknown[]): Promise<T[]> {
  await db.exec(`set role authenticated; select set_config('request.jwt.claims', '{"sub":"${ADMIN}","role":"authenticated"}', false);`);
  try {
    return await db.query<T>(sql, params);
  } finally {
    await db.exec("reset role; select set_config('request.jwt.claims', '', false);");
  }
}

/** supabase-js's rpc as the delivery job's store makes it (the owner's connection, as the service role's functions run). */
const rpc: RpcClient = {
  async rpc(fn, args) {
    const names = Object.keys(args);
    try {
      const rows = await db.query<{ value: unknown }>(
        `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as value`,
        names.map((n) => args[n]),
      );
      return { data: rows[0]?.value ?? null, error: null };
    } catch (err) {
      return { data: null, error: { message: (err as Error).message } };
    }
  },
};

/** Runs the hourly job's own statement as if it were `today`. */
async function runJob(today: string): Promise<number> {
  const [job] = await db.query<{ command: string }>("select command from private.scheduled_jobs where name = 'cycle-reports'");
  expect(job?.command).toBe('select private.enqueue_cycle_reports()');
  const [row] = await db.query<{ n: number }>('select private.enqueue_cycle_reports($1::date) as n', [today]);
  return row!.n;
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openScratchDatabase();
  await runFiles(db, migrationFiles());
  const [dates] = await db.query<{ first: string }>('select (private.booking_cycle_on_or_after(private.booking_today() - 27) - 28)::text as first');
  first = dates!.first;
  after = addDays(first, 56);
  const boards = Object.values(BOARDS)
    .map(
      (b) =>
        `('${b.id}', '${b.name}', '1 Test St', 42.98, -81.25, 'Digital LED', ${b.slots}, 8, '24 hours', 1650, ${b.traffic ?? 'null'}, ${b.traffic ? "'City count'" : 'null'})`,
    )
    .join(',\n');
  await db.exec(`
    insert into auth.users (id, email) values ('${ADMIN}', 'staff@example.com');
    insert into private.admins (user_id) values ('${ADMIN}');
    insert into public.billboard_locations
      (id, name, address, latitude, longitude, media_type, slots_per_loop, spot_seconds, operating_hours, rate_per_cycle, daily_impressions, impressions_source)
    values ${boards};
    insert into public.advertisers (id, company, contact_name, email) values ('${ADVERTISER}', 'Pizza Co', 'Pat', 'pat@example.com');
    insert into public.campaigns (id, advertiser_id, name, status, reference) values
      ('${CAMPAIGN}', '${ADVERTISER}', 'Pizza, downtown', 'live', 'C-7K3Q9X'),
      ('${OTHER}', '${ADVERTISER}', 'Pizza, later', 'confirmed', 'C-4MPW2R');
    alter table public.bookings disable trigger bookings_guard;
    insert into public.bookings (location_id, campaign_id, starts_on, cycles, status) values
      ('${BOARDS.full.id}', '${CAMPAIGN}', '${first}', 2, 'confirmed'),
      ('${BOARDS.spare.id}', '${CAMPAIGN}', '${first}', 2, 'confirmed'),
      ('${BOARDS.fine.id}', '${CAMPAIGN}', '${first}', 2, 'confirmed'),
      -- The one-spot board's only slot is taken once the campaign ends.
      ('${BOARDS.full.id}', '${OTHER}', '${after}', 1, 'confirmed');
    alter table public.bookings enable trigger bookings_guard;
  `);
  for (const key of Object.keys(BOARDS) as BoardKey[]) {
    const [row] = await db.query<{ n: number }>('select contracted_plays as n from private.campaign_delivery($1) where location_id = $2 and cycle_start = $3', [
      CAMPAIGN,
      BOARDS[key].id,
      first,
    ]);
    contracted[key] = row!.n;
    delivered[key] = Math.ceil(row!.n * BOARDS[key].share);
  }
  await db.exec(`
    insert into public.play_log_imports (id, file_name, rows_in_file, rows_imported) values ('${randomUUID()}', 'log.csv', 3, 3);
    insert into public.plays (location_id, played_at, creative_ref, seconds, import_id, play_count)
    select v.location_id, ('${first}'::date + 3 + time '12:00') at time zone 'America/Toronto', 'C-7K3Q9X-v1.jpg', 8, i.id, v.n
      from public.play_log_imports as i,
           (values ${(Object.keys(BOARDS) as BoardKey[]).map((k) => `('${BOARDS[k].id}'::uuid, ${delivered[k]})`).join(', ')}) as v(location_id, n);
  `);
}, 300_000);

afterAll(async () => {
  await db?.close();
});

interface UnderDelivered {
  campaign_id: string;
  location_id: string;
  board_name: string;
  cycle_start: string;
  contracted: number;
  delivered: number;
}

async function underDelivered(): Promise<{ count: number; items: UnderDelivered[] }> {
  const [row] = await asAdmin<{ w: { under_delivered: { count: number; items: UnderDelivered[] } } }>('select public.staff_worklist() as w');
  return row!.w.under_delivered;
}

describe('the delivery report at a cycle’s end', () => {
  it(
    'is written once per campaign and cycle after the cycle ends, however often the job runs, and e-mailed with each board’s figures',
    { timeout: 120_000 },
    async () => {
      // Only this file's report is due (confirming the bookings wrote their invoices' e-mails).
      await db.exec('update private.outbox set sent_at = now(), next_attempt_at = null where sent_at is null');
      expect(await runJob(addDays(first, 27))).toBe(0);
      expect(await runJob(addDays(first, 28))).toBe(1);
      expect(await runJob(addDays(first, 28))).toBe(0);
      expect(await runJob(addDays(first, 30))).toBe(0);

      expect(await db.query("select campaign_id, payload from private.outbox where kind = 'cycle_report'")).toEqual([
        { campaign_id: CAMPAIGN, payload: { cycle_start: first } },
      ]);
      const store = createOutboxStore(rpc);
      const unused = {} as never;
      const deps: CampaignMessageDeps = { store, campaigns: unused, advertiserAccounts: unused, artwork: unused, logError: () => undefined };
      const sent: OutgoingEmail[] = [];
      const result = await drainOutbox({
        store,
        mailer: { send: async (email: OutgoingEmail) => (sent.push(email), { id: randomUUID() }) },
        build: (message) => buildOutboxMessage(deps, message),
        logError: () => undefined,
      });
      expect(result).toMatchObject({ failed: 0, skipped: 0 });
      // Only the report is this file's: other messages the campaign's rows wrote on the way are others'.
      const reports = sent.filter((e) => e.subject === CYCLE_REPORT_LINES.subject('C-7K3Q9X', first));
      expect(reports).toHaveLength(1);
      const [email] = reports as [OutgoingEmail];
      expect(email.to).toBe('pat@example.com');
      const line = (key: BoardKey): string => {
        const b = BOARDS[key];
        const board: CycleReportBoard = {
          board_name: b.name,
          contracted: contracted[key],
          delivered: delivered[key],
          daily_impressions: b.traffic,
          slots_per_loop: b.slots,
        };
        return CYCLE_REPORT_LINES.board(board);
      };
      for (const key of ['full', 'spare', 'fine'] as const) expect(email.text).toContain(line(key));
      expect(email.text).toContain(CYCLE_REPORT_LINES.method);
      expect(email.text).toContain(CYCLE_REPORT_LINES.report(cycleReportUrl(CAMPAIGN)));
      expect(email.text).toContain(CYCLE_REPORT_LINES.csv(accountCampaignUrl(CAMPAIGN)));
    },
  );
});

describe('a board-cycle delivered under the make-good threshold', () => {
  it('waits on the worklist, and leaves it once given extra days where the board has a free slot', { timeout: 60_000 }, async () => {
    const listed = await underDelivered();
    expect(listed.count).toBe(2);
    expect(listed.items.map((i) => [i.board_name, i.cycle_start, i.contracted, i.delivered])).toEqual([
      [BOARDS.full.name, first, contracted.full, delivered.full],
      [BOARDS.spare.name, first, contracted.spare, delivered.spare],
    ]);

    // The one-spot board is taken the day the campaign's booking ends.
    await expect(asAdmin("select public.record_make_good($1, $2, $3, 'extra_days', 5)", [CAMPAIGN, BOARDS.full.id, first])).rejects.toThrow(
      `No free slot left on ${BOARDS.full.name}`,
    );
    await expect(
      asAdmin("select public.record_make_good($1, $2, $3, 'extra_days', $4)", [CAMPAIGN, BOARDS.spare.id, first, MAKE_GOOD.maxExtraDays + 1]),
    ).rejects.toThrow(`Extra days are 1 to ${MAKE_GOOD.maxExtraDays}`);
    await asAdmin("select public.record_make_good($1, $2, $3, 'extra_days', 5, null, 'Screen dark two days')", [CAMPAIGN, BOARDS.spare.id, first]);
    const made = await db.query<{ starts_on: string; days: number }>('select starts_on::text, days from public.make_goods where location_id = $1', [
      BOARDS.spare.id,
    ]);
    expect(made).toEqual([{ starts_on: after, days: 5 }]);
    // The days take one of the board's two slots in the cycle they fall in.
    const [free] = await db.query<{ free_slots: number }>('select free_slots from public.board_availability($1::date, 1) where location_id = $2', [
      after,
      BOARDS.spare.id,
    ]);
    expect(free!.free_slots).toBe(1);
    await expect(asAdmin("select public.record_make_good($1, $2, $3, 'extra_days', 1)", [CAMPAIGN, BOARDS.spare.id, first])).rejects.toThrow(
      'already has its make-good',
    );

    expect((await underDelivered()).items.map((i) => i.board_name)).toEqual([BOARDS.full.name]);
  });

  it('leaves it once credited: a credit note on that cycle’s invoice, at most the board’s line, lowering the balance', { timeout: 60_000 }, async () => {
    const balance = async () =>
      Number((await db.query<{ balance_cents: string }>('select balance_cents from private.campaign_ledger($1)', [CAMPAIGN]))[0]!.balance_cents);
    const before = await balance();
    await expect(asAdmin("select public.record_make_good($1, $2, $3, 'credit', null, 165001)", [CAMPAIGN, BOARDS.full.id, first])).rejects.toThrow(
      'A make-good credit is $0.01 to $1,650.00 before HST',
    );
    await asAdmin("select public.record_make_good($1, $2, $3, 'credit', null, 50000)", [CAMPAIGN, BOARDS.full.id, first]);
    const notes = await db.query<{ subtotal_cents: string; total_cents: string; reason: string }>(
      'select subtotal_cents, total_cents, reason from public.credit_notes where campaign_key = $1',
      [CAMPAIGN],
    );
    expect(notes).toHaveLength(1);
    expect(Number(notes[0]!.subtotal_cents)).toBe(50000);
    expect(notes[0]!.reason).toContain(`${BOARDS.full.name}`);
    expect(await balance()).toBe(before - Number(notes[0]!.total_cents));

    expect(await underDelivered()).toEqual({ count: 0, items: [] });
    // Only the staff record a make-good.
    await db.exec('set role authenticated; select set_config(\'request.jwt.claims\', \'{"role":"authenticated"}\', false);');
    try {
      await expect(db.query("select public.record_make_good($1, $2, $3, 'credit', null, 100)", [CAMPAIGN, BOARDS.fine.id, first])).rejects.toThrow();
    } finally {
      await db.exec("reset role; select set_config('request.jwt.claims', '', false);");
    }
  });
});

describe('two runs of the job at once', () => {
  // Only a real server runs them at once: the first holds its report's row until it commits, the second waits on its key.
  it.runIf(Boolean(process.env.DATABASE_URL?.trim()))('write the report of a cycle once', { timeout: 60_000 }, async () => {
    const [a, b] = [new pg.Client({ connectionString: db.url }), new pg.Client({ connectionString: db.url })];
    await Promise.all([a.connect(), b.connect()]);
    try {
      const ended = addDays(first, 56);
      await a.query('begin');
      const firstRun = await a.query<{ n: number }>('select private.enqueue_cycle_reports($1::date) as n', [ended]);
      const second = b.query<{ n: number }>('select private.enqueue_cycle_reports($1::date) as n', [ended]);
      await a.query('commit');
      expect([firstRun.rows[0]!.n, (await second).rows[0]!.n]).toEqual([1, 0]);
      const reports = await db.query("select 1 from private.outbox where kind = 'cycle_report' and payload ->> 'cycle_start' = $1", [addDays(first, 28)]);
      expect(reports).toHaveLength(1);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});

describe('two make-goods at once for a board’s last free slot', () => {
  // Only a real server runs them at once. A third connection holds the make-goods table so that
  // neither can write before both have counted the board's slots: only the board's lock, taken
  // before counting, lets the second count see the first's days.
  it.runIf(Boolean(process.env.DATABASE_URL?.trim()))('give the slot to one of them and refuse the other in words', { timeout: 60_000 }, async () => {
    const board = { id: 'c0000000-0000-4000-8000-0000000000b9', name: 'Board Raced For' };
    const [one, two, holder] = ['a2000000-0000-4000-8000-0000000000d1', 'a2000000-0000-4000-8000-0000000000d2', 'a2000000-0000-4000-8000-0000000000d3'];
    await db.exec(`
      insert into public.billboard_locations (id, name, address, latitude, longitude, media_type, slots_per_loop, spot_seconds, operating_hours, rate_per_cycle)
      values ('${board.id}', '${board.name}', '2 Test St', 42.98, -81.25, 'Digital LED', 2, 8, '24 hours', 1650);
      insert into public.campaigns (id, advertiser_id, name, status, reference) values
        ('${one}', '${ADVERTISER}', 'Pizza, east', 'live', 'C-8H2K4M'),
        ('${two}', '${ADVERTISER}', 'Pizza, west', 'live', 'C-8H2K4N'),
        ('${holder}', '${ADVERTISER}', 'Pizza, after', 'confirmed', 'C-8H2K4P');
      alter table public.bookings disable trigger bookings_guard;
      -- Two campaigns share the board's two slots and delivered nothing; after them, a third takes one slot.
      insert into public.bookings (location_id, campaign_id, starts_on, cycles, status) values
        ('${board.id}', '${one}', '${first}', 2, 'confirmed'),
        ('${board.id}', '${two}', '${first}', 2, 'confirmed'),
        ('${board.id}', '${holder}', '${after}', 1, 'confirmed');
      alter table public.bookings enable trigger bookings_guard;
    `);
    await runJob(addDays(first, 28));

    const [a, b, lock] = [0, 1, 2].map(() => new pg.Client({ connectionString: db.url }));
    await Promise.all([a!.connect(), b!.connect(), lock!.connect()]);
    try {
      const pids: number[] = [];
      for (const client of [a!, b!]) {
        pids.push((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
        await client.query(`set role authenticated; select set_config('request.jwt.claims', '{"sub":"${ADMIN}","role":"authenticated"}', false);`);
      }
      await lock!.query('begin; lock table public.make_goods in share mode');
      const calls = [
        a!.query("select public.record_make_good($1, $2, $3, 'extra_days', 1)", [one, board.id, first]),
        b!.query("select public.record_make_good($1, $2, $3, 'extra_days', 1)", [two, board.id, first]),
      ];
      const settled = Promise.allSettled(calls);
      // Both are waiting (on the table, or on the board behind the other) before either may write.
      for (let waiting = 0; waiting < 2;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const [row] = await db.query<{ n: number }>("select count(*)::integer as n from pg_stat_activity where pid = any($1) and wait_event_type = 'Lock'", [
          pids,
        ]);
        waiting = row!.n;
      }
      await lock!.query('commit');

      const outcomes = await settled;
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(String(refused?.reason)).toContain(`No free slot left on ${board.name}`);
      const [taken] = await db.query<{ n: number }>('select private.board_slots_taken($1, $2::date) as n', [board.id, after]);
      expect(taken!.n).toBe(2);
    } finally {
      await lock!.query('rollback').catch(() => undefined);
      await Promise.all([a!.end(), b!.end(), lock!.end()]);
    }
  });
});

describe('a make-good’s extra days', () => {
  // A campaign whose one cycle and make-good days are both past, so their plays can be imported: the
  // make-good is written straight into the test's database (record_make_good starts extra days today at the
  // earliest; its rules are tested above).
  const board = { id: 'c0000000-0000-4000-8000-0000000000b5', name: 'Board Made Good', xibo: 'LDB Made Good Display' };
  const campaign = 'a2000000-0000-4000-8000-0000000000e1';
  const reference = 'C-9MG3KD';
  const version = 'a3000000-0000-4000-8000-0000000000e1';
  let booked: string;
  let lastExtra: string;

  beforeAll(async () => {
    booked = addDays(first, -28);
    lastExtra = addDays(first, 2);
    await db.exec(`
      insert into public.billboard_locations (id, name, address, latitude, longitude, media_type, slots_per_loop, spot_seconds, operating_hours, rate_per_cycle)
      values ('${board.id}', '${board.name}', '3 Test St', 42.98, -81.25, 'Digital LED', 2, 8, '24 hours', 1650);
      insert into public.board_player_names (location_id, player, name) values ('${board.id}', 'xibo', '${board.xibo}');
      insert into public.campaigns (id, advertiser_id, name, status, reference) values ('${campaign}', '${ADVERTISER}', 'Pizza, made good', 'completed', '${reference}');
      alter table public.bookings disable trigger bookings_guard;
      insert into public.bookings (location_id, campaign_id, starts_on, cycles, status) values ('${board.id}', '${campaign}', '${booked}', 1, 'confirmed');
      alter table public.bookings enable trigger bookings_guard;
      insert into public.artwork_versions (id, campaign_id, version, storage_path, content_type, width, height, bytes, state, decided_at, applies_from)
      values ('${version}', '${campaign}', 1, 'campaigns/${campaign}/made-good.png', 'image/png', 840, 400, 1000, 'approved',
              ('${addDays(booked, -7)}'::date + time '12:00') at time zone 'America/Toronto', '${booked}');
      -- Three extra days from the day after the booking's last.
      insert into public.make_goods (campaign_id, location_id, cycle_start, kind, starts_on, days, contracted_plays, delivered_plays)
      values ('${campaign}', '${board.id}', '${booked}', 'extra_days', '${first}', 3, 1000, 10);
    `);
  }, 60_000);

  it('are on the players’ loading list: the campaign’s version stays loaded through them and is removed after the last', { timeout: 60_000 }, async () => {
    const [row] = await asAdmin<{ list: Array<Record<string, unknown>> }>('select public.player_loading_list($1::date, $2::date) as list', [
      booked,
      addDays(first, 10),
    ]);
    expect(row!.list.filter((r) => r.campaign_id === campaign)).toEqual([
      expect.objectContaining({ location_id: board.id, version_id: version, load_on: booked, last_day: lastExtra, make_good_days: 3 }),
    ]);
  });

  it('count the plays imported within them as the make-good’s, apart from the cycle’s delivered plays', { timeout: 120_000 }, async () => {
    // Mid-afternoon UTC is the same day in Toronto, summer or winter.
    const play = (line: number, day: string, count: number) => ({
      line,
      board: board.xibo,
      played_at: `${day}T17:00:00Z`,
      names: ['Made good layout', `${reference}-v1.png`],
      seconds: 8,
      count,
    });
    const rows = [play(2, addDays(booked, 8), 10), play(3, addDays(first, 1), 40), play(4, addDays(first, 5), 7)];
    const importing = (store: boolean) =>
      asAdmin<{ summary: { matched: Array<Record<string, unknown>>; unmatched: Array<Record<string, unknown>>; stored: number } }>(
        "select public.import_proof_of_play('stats.csv', 'xibo', $1::jsonb, $2) as summary",
        [JSON.stringify(rows), store],
      );
    const [preview] = await importing(false);
    expect(preview!.summary.matched).toEqual([expect.objectContaining({ reference, rows: 2, plays: 50, make_good_plays: 40 })]);
    // The day after the extra days is no one's.
    expect(preview!.summary.unmatched).toEqual([expect.objectContaining({ category: 'outside_cycles', rows: 1, plays: 7 })]);
    const [stored] = await importing(true);
    expect(stored!.summary.stored).toBe(2);

    const [proof] = await asAdmin<{ delivered_plays: number }>('select delivered_plays from public.campaign_proof($1)', [campaign]);
    expect(proof!.delivered_plays).toBe(10);
    const made = await asAdmin('select kind, cycle_start::text, starts_on::text, last_day::text, days, make_good_plays from public.campaign_make_goods($1)', [
      campaign,
    ]);
    expect(made).toEqual([{ kind: 'extra_days', cycle_start: booked, starts_on: first, last_day: lastExtra, days: 3, make_good_plays: 40 }]);
    // The CSV's plays: the cycle's and the make-good's, each said which.
    const listed = await asAdmin(
      'select cycle_start::text, play_count, make_good from public.campaign_plays($1) as x join public.plays as p using (location_id, played_at, creative_ref)',
      [campaign],
    );
    expect(listed).toEqual([
      { cycle_start: booked, play_count: 10, make_good: false },
      { cycle_start: booked, play_count: 40, make_good: true },
    ]);
  });

  it('and credits are shown with the campaign’s proof, to the staff and the campaign’s advertiser alone', { timeout: 60_000 }, async () => {
    const made = await asAdmin<{ board_name: string; kind: string; days: number | null; make_good_plays: number | null; credit_note_number: string | null }>(
      'select board_name, kind, days, make_good_plays, credit_note_number from public.campaign_make_goods($1)',
      [CAMPAIGN],
    );
    expect(made).toEqual([
      { board_name: BOARDS.full.name, kind: 'credit', days: null, make_good_plays: null, credit_note_number: expect.stringMatching(/^CN-\d{4}-\d{4,}$/) },
      { board_name: BOARDS.spare.name, kind: 'extra_days', days: 5, make_good_plays: 0, credit_note_number: null },
    ]);
    // The campaign's advertiser, signed in, reads them; anyone else is refused.
    const pat = randomUUID();
    await db.exec(`insert into auth.users (id, email) values ('${pat}', 'pat@example.com');
      update public.advertisers set user_id = '${pat}' where id = '${ADVERTISER}';`);
    const as = (user: string) => db.exec(`set role authenticated; select set_config('request.jwt.claims', '{"sub":"${user}","role":"authenticated"}', false);`);
    try {
      await as(pat);
      expect(await db.query('select kind from public.campaign_make_goods($1)', [CAMPAIGN])).toEqual([{ kind: 'credit' }, { kind: 'extra_days' }]);
      await as(randomUUID());
      await expect(db.query('select * from public.campaign_make_goods($1)', [CAMPAIGN])).rejects.toThrow('Only the campaign');
    } finally {
      await db.exec("reset role; select set_config('request.jwt.claims', '', false);");
    }
  });
});
