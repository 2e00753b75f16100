// The network-wide proof of play import, in the database that decides it: a
// week's Xibo export for three boards and two campaigns (read by the site's
// own parser) is attributed play by play to the campaign whose reference it
// carries, on a board and in a cycle of that campaign; the rest is listed by
// why it matched nothing; nothing is stored before the staff confirm, and the
// same file twice adds nothing. Bookings that began in the past are written
// straight into a database of the test's own (the API refuses them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYS_PER_REQUEST } from '../../src/features/proof/lib/exports/import-summary';
import { parseXibo } from '../../src/features/proof/lib/exports/xibo';
import type { PlayerPlay } from '../../src/features/proof/lib/exports/player-plays';
import { migrationFiles, openScratchDatabase, runFiles, type ScratchDatabase } from './scratch-database';

const ADMIN = 'f0000000-0000-4000-8000-0000000000a1';
const CLERK = 'f0000000-0000-4000-8000-0000000000a2';
const DUNDAS = 'c0000000-0000-4000-8000-0000000000b1';
const OXFORD = 'c0000000-0000-4000-8000-0000000000b2';
const WELLINGTON = 'c0000000-0000-4000-8000-0000000000b3';
const PIZZA = 'a2000000-0000-4000-8000-0000000000c1';
const REALTY = 'a2000000-0000-4000-8000-0000000000c2';

interface Summary {
  rows: number;
  merged: number;
  stored: number;
  matched: { campaign_id: string; reference: string; rows: number; plays: number; already_imported: number }[];
  unmatched: { category: string; rows: number; plays: number; first: { line: number; board: string; name: string | null }[] }[];
}

let db: ScratchDatabase;

async function as<T>(user: string, sql: string, params?: unknown[]): Promise<T[]> {
  await db.exec(`set role authenticated; select set_config('request.jwt.claims', '{"sub":"${user}","role":"authenticated"}', false);`);
  try {
    return await db.query<T>(sql, params);
  } finally {
    await db.exec("reset role; select set_config('request.jwt.claims', '', false);");
  }
}

async function importFile(plays: PlayerPlay[], store: boolean, user = ADMIN): Promise<Summary> {
  const [row] = await as<{ s: Summary }>(user, `select public.import_proof_of_play('stats.csv', 'xibo', $1::jsonb, $2) as s`, [JSON.stringify(plays), store]);
  return row!.s;
}

const HEADER = '"Stat Date",Type,FromDT,ToDT,Layout,Campaign,Display,Media,Tag,Duration,Count,Engagements';
const row = (type: string, from: string, display: string, media: string, layout = 'Loop', count = 1) =>
  `"${from}",${type},"${from}","${from}","${layout}",,"${display}",${media},,${8 * count},${count},`;

/** A week of the players' statistics, Mon Nov 16 to Sun Nov 22 2026, exported in UTC; and what each campaign should be credited. */
function weekExport(): { csv: string; pizza: number; realty: number } {
  const lines = [HEADER];
  let pizza = 0;
  let realty = 0;
  for (let day = 16; day <= 22; day++) {
    const at = (hour: number, i: number) => `2026-11-${day} ${String(hour).padStart(2, '0')}:${String(i).padStart(2, '0')}:00`;
    for (let i = 0; i < 10; i++, pizza++) lines.push(row('media', at(14, i), 'Dundas St Downtown', 'C-7K3Q9X-v1.jpg'));
    for (let i = 0; i < 5; i++, pizza++) lines.push(row('media', at(15, i), 'oxford & wharncliffe ', 'c-7k3q9x_spring.png'));
    for (let i = 0; i < 6; i++, realty++) lines.push(row('media', at(16, i), 'Oxford & Wharncliffe', 'C-4MPW2R-v2.mp4'));
    for (let i = 0; i < 4; i++, realty++) lines.push(row('layout', at(17, i), 'Wellington Rd', '', 'Listings C-4MPW2R'));
  }
  // A display aggregating an hour: twelve plays on one line.
  lines.push(row('media', '2026-11-18 20:00:00', 'Wellington Rd', 'C-4MPW2R-v2.mp4', 'Loop', 12));
  realty += 12;
  // The layout's statistic of a play already counted by its media's.
  lines.push(row('layout', '2026-11-16 14:00:00', 'Dundas St Downtown', '', 'Pizza C-7K3Q9X'));
  // What matches nothing.
  lines.push(row('media', '2026-11-17 09:00:00', 'Lobby screen', 'C-7K3Q9X-v1.jpg'));
  lines.push(row('media', '2026-11-17 09:00:08', 'Dundas St Downtown', 'House ad.jpg'));
  lines.push(row('media', '2026-11-17 09:00:16', 'Dundas St Downtown', 'C-4MPW2R-v2.mp4'));
  lines.push(row('media', '2099-01-04 09:00:00', 'Dundas St Downtown', 'C-7K3Q9X-v1.jpg'));
  lines.push(row('event', '2026-11-17 09:01:00', 'Dundas St Downtown', ''));
  return { csv: lines.join('\r\n'), pizza, realty };
}

beforeAll(async () => {
  db = await openScratchDatabase();
  await runFiles(db, migrationFiles());
  await db.exec(`
    insert into auth.users (id, email) values ('${ADMIN}', 'staff@example.com'), ('${CLERK}', 'someone@example.com');
    insert into private.admins (user_id) values ('${ADMIN}');
    insert into public.billboard_locations (id, name, address, latitude, longitude, media_type, slots_per_loop, rate_per_cycle) values
      ('${DUNDAS}', 'Dundas Test Board', '1 Dundas St', 42.98, -81.25, 'Digital LED', 6, 1650),
      ('${OXFORD}', 'Oxford Test Board', '1 Oxford St', 42.99, -81.26, 'Digital LED', 6, 1650),
      ('${WELLINGTON}', 'Wellington Test Board', '1 Wellington Rd', 42.97, -81.24, 'Digital LED', 6, 1650);
    insert into public.advertisers (id, company, contact_name, email) values
      ('a1000000-0000-4000-8000-0000000000c1', 'Pizza Co', 'Pat', 'pat@example.com'),
      ('a1000000-0000-4000-8000-0000000000c2', 'Realty Co', 'Ray', 'ray@example.com');
    insert into public.campaigns (id, advertiser_id, name, status, reference) values
      ('${PIZZA}', 'a1000000-0000-4000-8000-0000000000c1', 'Pizza, downtown', 'confirmed', 'C-7K3Q9X'),
      ('${REALTY}', 'a1000000-0000-4000-8000-0000000000c2', 'Realty, listings', 'confirmed', 'C-4MPW2R');
    alter table public.bookings disable trigger bookings_guard;
    insert into public.bookings (location_id, campaign_id, starts_on, cycles, status) values
      ('${DUNDAS}', '${PIZZA}', '2026-11-09', 1, 'confirmed'),
      ('${OXFORD}', '${PIZZA}', '2026-11-09', 1, 'confirmed'),
      ('${OXFORD}', '${REALTY}', '2026-11-09', 1, 'confirmed'),
      ('${WELLINGTON}', '${REALTY}', '2026-10-12', 2, 'confirmed'),
      -- Realty reaches Dundas only in a later cycle: its plays there this week count for nobody.
      ('${DUNDAS}', '${REALTY}', '2026-12-07', 1, 'confirmed');
    alter table public.bookings enable trigger bookings_guard;
  `);
  await as(
    ADMIN,
    `insert into public.board_player_names (location_id, player, name) values
      ('${DUNDAS}', 'xibo', 'Dundas St Downtown'), ('${OXFORD}', 'xibo', 'Oxford & Wharncliffe'), ('${WELLINGTON}', 'xibo', 'Wellington Rd')`,
  );
}, 300_000);

afterAll(async () => {
  await db?.close();
});

describe('import_proof_of_play', () => {
  const week = weekExport();
  const parsed = parseXibo(week.csv, 'UTC');

  it('summarises a week of three boards before storing anything: every play of each campaign, and the rest by why', { timeout: 120_000 }, async () => {
    expect(parsed.unreadable).toEqual([]);
    const summary = await importFile(parsed.plays, false);
    expect(summary.stored).toBe(0);
    expect(summary.merged).toBe(1);
    expect(summary.matched.map((m) => [m.reference, m.plays, m.already_imported])).toEqual([
      ['C-4MPW2R', week.realty, 0],
      ['C-7K3Q9X', week.pizza, 0],
    ]);
    const lineOf = (text: string) => week.csv.split('\r\n').findIndex((l) => l.includes(text)) + 1;
    expect(summary.unmatched.map((u) => [u.category, u.plays, u.first.map((f) => f.line)])).toEqual([
      ['future', 1, [lineOf('2099-01-04')]],
      ['no_reference', 1, [lineOf('House ad.jpg')]],
      ['outside_cycles', 1, [lineOf('"2026-11-17 09:00:16"')]],
      ['unknown_display', 1, [lineOf('Lobby screen')]],
    ]);
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from public.plays')) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('stores the attributed plays once the staff confirm, and the same file again adds nothing', { timeout: 120_000 }, async () => {
    const first = await importFile(parsed.plays, true);
    expect(first.stored).toBe(parsed.plays.length - 1 - 4);
    const delivered = async (campaign: string) =>
      (await as<{ n: number }>(ADMIN, `select coalesce(sum(delivered_plays), 0)::int as n from public.campaign_proof('${campaign}')`))[0]!.n;
    expect(await delivered(PIZZA)).toBe(week.pizza);
    expect(await delivered(REALTY)).toBe(week.realty);

    const again = await importFile(parsed.plays, true);
    expect(again.stored).toBe(0);
    expect(again.matched.map((m) => [m.reference, m.rows, m.already_imported])).toEqual(first.matched.map((m) => [m.reference, m.rows, m.rows]));
    expect(await delivered(PIZZA)).toBe(week.pizza);
    expect(await delivered(REALTY)).toBe(week.realty);
  });

  it('attributes a full part of a long export in one call', { timeout: 300_000 }, async () => {
    // As many rows as the screen sends at once (PLAYS_PER_REQUEST), one every three seconds on one board.
    const lines = [HEADER];
    const start = Date.UTC(2026, 10, 23, 11);
    for (let i = 0; i < PLAYS_PER_REQUEST; i++) {
      lines.push(row('media', new Date(start + i * 3000).toISOString().replace('T', ' ').slice(0, 19), 'Oxford & Wharncliffe', 'C-4MPW2R-v2.mp4'));
    }
    const plays = parseXibo(lines.join('\n'), 'UTC').plays;
    const summary = await importFile(plays, false);
    expect(summary.matched.map((m) => [m.reference, m.plays])).toEqual([['C-4MPW2R', PLAYS_PER_REQUEST]]);
    expect(summary.unmatched).toEqual([]);
  });

  it('checks the time of every row itself, in the usual shape or any other', { timeout: 60_000 }, async () => {
    const play = (line: number, played_at: string): PlayerPlay => ({
      line,
      board: 'Dundas St Downtown',
      played_at,
      names: ['C-7K3Q9X-v1.jpg'],
      seconds: 8,
      count: 1,
    });
    const summary = await importFile(
      [
        play(2, '2026-11-16T15:00:00.000Z'),
        play(3, '2026-11-16 15:00:08+00:00'),
        play(4, '2026-11-16T15:00:16.5-05'),
        // No offset, letters for digits, a day of 3 digits: no instant the database can trust.
        play(5, '2026-11-16T15:00:24.000'),
        play(6, '2026-11-16T15:00:3a.000Z'),
        play(7, '2026-11-116T15:00:40Z'),
      ],
      false,
    );
    expect(summary.matched.map((m) => [m.reference, m.plays])).toEqual([['C-7K3Q9X', 3]]);
    expect(summary.unmatched.map((u) => [u.category, u.first.map((f) => f.line)])).toEqual([['unreadable', [5, 6, 7]]]);
  });

  it('answers and shows the players’ names to the staff only', { timeout: 60_000 }, async () => {
    await expect(importFile(parsed.plays.slice(0, 1), false, CLERK)).rejects.toThrow(/administrator/);
    expect(await as(CLERK, 'select * from public.board_player_names')).toEqual([]);
    await expect(as(CLERK, `insert into public.board_player_names (location_id, player, name) values ('${DUNDAS}', 'xibo', 'Spoof')`)).rejects.toThrow(
      /row-level security/,
    );
    // One name in one player is one board, whatever its case.
    await expect(
      as(ADMIN, `insert into public.board_player_names (location_id, player, name) values ('${OXFORD}', 'xibo', ' dundas st downtown')`),
    ).rejects.toThrow(/duplicate key/);
  });
});
