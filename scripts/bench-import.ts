// The staff's proof of play import at a network's scale (`npm run bench -- --import`):
// a Xibo stats export of a week of 9 boards (200,000 rows) is set on the file
// input of /admin/proof-of-play, signed in as the admin in Chromium at a
// laptop's width. Timed in the page: from the file's change event until the
// summary is on screen, and from the staff's confirm until the screen says
// the plays are stored; the longest main-thread task over both (a 'longtask'
// observer registered as the page loads). The stored plays are counted in the
// database after each run, so an import that stores nothing cannot pass.
//
// The week lies in the past (a play dated later is refused as 'future'), and
// bookings can only be made from today on through the API: the bench builds
// its own database folder, moves the boards' bookings back to that week
// straight in it (the bookings' triggers off, as the seed copy does), and the local
// backend is then started on that folder.
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/dev-keys.ts';
import { openDatabase } from '../supabase/local/database.ts';
import { signInAsAdmin } from './bench-admin.ts';

export const IMPORT_BENCH = {
  rows: 200_000,
  boards: 9,
  /** Campaigns booked on every board for the week. */
  campaigns: 5,
  fileName: 'xibo-week-9-boards.csv',
} as const;

/** The budgets of the client's requirement. */
export const IMPORT_BUDGET = { summaryMs: 5_000, storeMs: 10_000, longTaskMs: 50 } as const;

export interface ImportSeed {
  /** Each board's Xibo display name. */
  displays: string[];
  /** The references of the campaigns booked on every board in the week. */
  references: string[];
  /** A campaign booked only in a later cycle: its plays in the week are outside every cycle. */
  outsideReference: string;
  /** The week's first instant (ms since the epoch, UTC). */
  weekStart: number;
}

const DAY = 86_400_000;

/**
 * Builds a database folder from the migrations and seed, and adds the bench's
 * boards (with their Xibo display names), advertisers, campaigns and the
 * confirmed bookings covering the past week.
 */
export async function prepareImportDatabase(where: { dataDir: string } | { databaseUrl: string }): Promise<ImportSeed> {
  const db = await openDatabase(
    'databaseUrl' in where ? { dataDir: null, databaseUrl: where.databaseUrl, reset: true } : { dataDir: where.dataDir, reset: true },
  );
  try {
    return await db.asOwner(async (tx) => {
      const displays = Array.from({ length: IMPORT_BENCH.boards }, (_, i) => `LDB Display ${String(i + 1).padStart(2, '0')}`);
      const { rows: boards } = await tx.query<{ id: string }>(
        `insert into public.billboard_locations (name, address, latitude, longitude, media_type, description, is_active)
         select 'Import bench board ' || i, (200 + i) || ' Dundas St, London, ON', 42.98 + i / 1000.0, -81.24 - i / 1000.0,
                'Digital LED — 10 ft x 30 ft', 'A board of the import bench.', true
           from generate_series(1, $1::integer) as i order by i
         returning id`,
        [IMPORT_BENCH.boards],
      );
      for (let i = 0; i < boards.length; i++) {
        await tx.query(`insert into public.board_player_names (location_id, player, name) values ($1, 'xibo', $2)`, [boards[i]!.id, displays[i]]);
      }
      const { rows: advertisers } = await tx.query<{ id: string }>(
        `insert into public.advertisers (company, contact_name, email)
         select 'Import Bench Advertiser ' || i, 'Contact ' || i, 'import-bench-' || i || '@example.com'
           from generate_series(1, $1::integer) as i order by i
         returning id`,
        [IMPORT_BENCH.campaigns + 1],
      );
      const { rows: campaigns } = await tx.query<{ id: string; reference: string }>(
        `insert into public.campaigns (advertiser_id, name, status)
         select a.id, 'Import bench campaign ' || a.i, 'confirmed' from unnest($1::uuid[]) with ordinality as a (id, i) order by a.i
         returning id, reference`,
        [advertisers.map((a) => a.id)],
      );
      // The week: seven days ending a day before now, so no play is in the future.
      const weekStart = Math.floor((Date.now() - 8 * DAY) / 3_600_000) * 3_600_000;
      const booked = campaigns.slice(0, IMPORT_BENCH.campaigns);
      const outside = campaigns[IMPORT_BENCH.campaigns]!;
      const boardIds = boards.map((b) => b.id);
      const { rows: bookings } = await tx.query<{ id: string }>(
        `insert into public.bookings (location_id, starts_on, cycles, status, campaign_id)
         select b.id, private.booking_cycle_on_or_after(private.booking_today()), 2, 'confirmed', c.id
           from unnest($1::uuid[]) as b (id) cross join unnest($2::uuid[]) as c (id)
         returning id`,
        [boardIds, booked.map((c) => c.id)],
      );
      await tx.query(
        `insert into public.bookings (location_id, starts_on, cycles, status, campaign_id)
         select b.id, private.booking_cycle_on_or_after(private.booking_today()) + 56, 1, 'confirmed', $2::uuid from unnest($1::uuid[]) as b (id)`,
        [boardIds, outside.id],
      );
      // A booking of the past is refused by its trigger (as through the API): moved back with triggers off, to the
      // cycle start on or before the week's first Toronto day (ten days back, a margin for the zone), for two cycles.
      await tx.query('set local session_replication_role = replica');
      await tx.query(`update public.bookings set starts_on = private.booking_cycle_on_or_after(private.booking_today() - 10 - 27) where id = any($1::uuid[])`, [
        bookings.map((b) => b.id),
      ]);
      return { displays, references: booked.map((c) => c.reference), outsideReference: outside.reference, weekStart };
    });
  } finally {
    await db.close();
  }
}

export interface GeneratedExport {
  csv: string;
  /** Plays the import must store: the attributable media rows (one per board and instant). */
  storedPlays: number;
}

const HEADER = '"Stat Date",Type,FromDT,ToDT,Layout,Campaign,Display,Media,Tag,Duration,Count,Engagements';
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A week's Xibo export in UTC, board after board interleaved as the CMS
 * writes them. Of every 100 rows: 3 on a display no board is named after, 3
 * naming no reference, 3 of a campaign booked in another cycle, 1 event (no
 * play), 4 a layout's statistic beside the media's just before it (the same
 * play); the other 86 are plays of the booked campaigns, each stored.
 */
export function generateXiboExport(seed: ImportSeed, rows: number): GeneratedExport {
  const lines = [HEADER];
  const perBoard = Math.ceil(rows / seed.displays.length);
  const step = Math.floor((7 * DAY) / perBoard / 1000) * 1000;
  let storedPlays = 0;
  let previous = { at: 0, display: '', reference: '' };
  for (let i = 0; i < rows; i++) {
    const display = seed.displays[i % seed.displays.length]!;
    const at = seed.weekStart + Math.floor(i / seed.displays.length) * step;
    const reference = seed.references[Math.floor(i / seed.displays.length) % seed.references.length]!;
    const row = (type: string, when: number, layout: string, shown: string, media: string) =>
      `"${wall(when)}",${type},"${wall(when)}","${wall(when + 10_000)}","${layout}",,"${shown}",${media},,10,1,0`;
    const kind = i % 100;
    if (kind <= 2) lines.push(row('media', at, 'Main loop', `Lobby screen ${kind}`, `${reference}-spring.mp4`));
    else if (kind <= 5) lines.push(row('media', at, 'Main loop', display, 'house-ad-weather.mp4'));
    else if (kind <= 8) lines.push(row('media', at, 'Main loop', display, `${seed.outsideReference}-teaser.mp4`));
    else if (kind === 9) lines.push(row('event', at, 'Main loop', display, ''));
    else if (kind % 20 === 0) lines.push(row('layout', previous.at, `Loop ${previous.reference}`, previous.display, ''));
    else {
      lines.push(row('media', at, 'Main loop', display, `${reference}-spring.mp4`));
      storedPlays += 1;
    }
    previous = { at, display, reference };
  }
  return { csv: `${lines.join('\r\n')}\r\n`, storedPlays };
}

export async function writeXiboExport(filePath: string, seed: ImportSeed): Promise<GeneratedExport> {
  const generated = generateXiboExport(seed, IMPORT_BENCH.rows);
  writeFileSync(filePath, generated.csv);
  return generated;
}

export interface ImportRun {
  /** From the file input's change until the summary is on screen. */
  summaryMs: number;
  /** From the click on the confirm button until the screen says the plays are stored. */
  storeMs: number;
  /** The longest main-thread task from setting the file until stored. */
  longestTaskMs: number;
  longTasks: number;
  /** Plays the screen said it stored, and those the database holds for the bench's boards. */
  shownStored: number;
  storedInDatabase: number;
  /** When (ms after the file was set, as seen by the bench) the first summary request started, and the last one ended; the same for storing (after the click on confirm). */
  summaryRequests: { count: number; firstStartMs: number; lastEndMs: number };
  storeRequests: { count: number; firstStartMs: number; lastEndMs: number };
  /** The longest tasks over the budget's line: when they began (ms after the change) and how long they took. */
  slowestTasks: { atMs: number; ms: number }[];
}

interface PageMarks {
  change?: number;
  summary?: number;
  confirm?: number;
  stored?: number;
}

declare global {
  interface Window {
    __importBench?: { marks: PageMarks; longTasks: { start: number; duration: number }[] };
  }
}

/** Registered before any page script: long tasks, and the moments the bench times, as the page sees them. */
function instrument(): void {
  const state = { marks: {} as PageMarks, longTasks: [] as { start: number; duration: number }[] };
  window.__importBench = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'change',
    (e) => {
      if ((e.target as HTMLInputElement | null)?.type === 'file') state.marks.change = performance.now();
    },
    true,
  );
  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest('button');
      if (button && /^Import \d+ play/.test(button.textContent ?? '')) state.marks.confirm = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (state.marks.summary === undefined && document.getElementById('pop-summary')) state.marks.summary = performance.now();
    if (state.marks.stored === undefined && /Imported \d+ new row/.test(document.querySelector('[aria-live="polite"]')?.textContent ?? ''))
      state.marks.stored = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function serviceFetch(backendUrl: string, pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`${backendUrl}${pathAndQuery}`, {
    ...init,
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathAndQuery}: ${res.status} ${await res.text()}`);
  return res;
}

/** Plays stored by the bench's imports. */
async function countStored(backendUrl: string): Promise<number> {
  const res = await serviceFetch(backendUrl, `/rest/v1/play_log_imports?select=rows_imported&file_name=eq.${IMPORT_BENCH.fileName}`);
  const imports = (await res.json()) as { rows_imported: number }[];
  const plays = await serviceFetch(backendUrl, `/rest/v1/plays?select=id&limit=1&import_id=not.is.null`, { headers: { prefer: 'count=exact' } });
  const total = Number(plays.headers.get('content-range')?.split('/')[1] ?? Number.NaN);
  // Only the bench's imports store plays here; the two figures must agree.
  const recorded = imports.reduce((sum, i) => sum + i.rows_imported, 0);
  if (recorded !== total) throw new Error(`the imports record ${recorded} stored plays, the plays table holds ${total}`);
  return total;
}

/** Removes the bench's imports (their plays go with them), so each run stores the file afresh. */
async function clearImports(backendUrl: string): Promise<void> {
  await serviceFetch(backendUrl, `/rest/v1/play_log_imports?file_name=eq.${IMPORT_BENCH.fileName}`, { method: 'DELETE' });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function importOnce(page: Page, siteUrl: string, backendUrl: string, filePath: string): Promise<ImportRun> {
  await clearImports(backendUrl);
  await page.goto(`${siteUrl}/admin/proof-of-play`);
  const input = page.locator('input[type="file"]');
  await input.waitFor({ state: 'attached' });
  // The requests are seen from here: the page's worker sends them, out of the page's own resource timing.
  const requests: { start: number; end: number }[] = [];
  const started = new Map<object, number>();
  const onRequest = (request: object & { url(): string }) => {
    if (request.url().includes('/rpc/import_proof_of_play')) started.set(request, Date.now());
  };
  const onFinished = (request: object) => {
    const start = started.get(request);
    if (start !== undefined) requests.push({ start, end: Date.now() });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  const setAt = Date.now();
  await input.setInputFiles(filePath);
  await page.locator('#pop-summary').waitFor({ timeout: 180_000 });
  const confirmAt = Date.now();
  await page.getByRole('button', { name: /^Import \d+ play/ }).click();
  await page.getByText(/Imported \d+ new row/).waitFor({ timeout: 180_000 });
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  const shownStored = Number(/Imported (\d+) new row/.exec((await page.getByText(/Imported \d+ new row/).textContent()) ?? '')?.[1] ?? Number.NaN);
  const state = await page.evaluate(() => window.__importBench!);
  const { change, summary, confirm, stored } = state.marks;
  if (change === undefined || summary === undefined || confirm === undefined || stored === undefined)
    throw new Error(`the page did not record every moment: ${JSON.stringify(state.marks)}`);
  // From the file's change on: setting a file on the input stands for the staff's file dialog, not the page's work.
  const during = state.longTasks.filter((t) => t.start + t.duration > change && t.start <= stored);
  const span = (from: number, to: number, origin: number) => {
    const inside = requests.filter((r) => r.start >= from && r.start <= to);
    return {
      count: inside.length,
      firstStartMs: inside.length ? Math.min(...inside.map((r) => r.start)) - origin : Number.NaN,
      lastEndMs: inside.length ? Math.max(...inside.map((r) => r.end)) - origin : Number.NaN,
    };
  };
  return {
    summaryMs: summary - change,
    storeMs: stored - confirm,
    longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
    longTasks: during.length,
    shownStored,
    storedInDatabase: await countStored(backendUrl),
    summaryRequests: span(setAt, confirmAt, setAt),
    storeRequests: span(confirmAt, Number.POSITIVE_INFINITY, confirmAt),
    slowestTasks: [...during]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((t) => ({ atMs: t.start - change, ms: t.duration })),
  };
}

export async function measureImport(browserPath: string, siteUrl: string, backendUrl: string, filePath: string, runs: number): Promise<ImportRun[]> {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signInAsAdmin(page, siteUrl);
    const results: ImportRun[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await importOnce(page, siteUrl, backendUrl, filePath);
      console.log(formatImportRun(i + 1, run));
      results.push(run);
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function formatImportRun(n: number, r: ImportRun): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return (
    `  run ${n}: summary ${s(r.summaryMs)} (${r.summaryRequests.count} requests from ${s(r.summaryRequests.firstStartMs)} to ${s(r.summaryRequests.lastEndMs)})` +
    `  stored ${s(r.storeMs)} (${r.storeRequests.count} requests from ${s(r.storeRequests.firstStartMs)} to ${s(r.storeRequests.lastEndMs)})` +
    `  longest task ${Math.round(r.longestTaskMs)} ms (${r.longTasks} over 50 ms${r.slowestTasks.length ? `: ${r.slowestTasks.map((t) => `${Math.round(t.ms)} ms at ${s(t.atMs)}`).join(', ')}` : ''})  stored ${r.shownStored} shown, ${r.storedInDatabase} in the database`
  );
}

export interface ImportCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export function importChecks(runs: ImportRun[], expectedStored: number): ImportCheck[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const summary = median(runs.map((r) => r.summaryMs));
  const store = median(runs.map((r) => r.storeMs));
  const longest = median(runs.map((r) => r.longestTaskMs));
  const wrong = runs.filter((r) => r.shownStored !== expectedStored || r.storedInDatabase !== expectedStored);
  return [
    {
      name: `import: summary of ${IMPORT_BENCH.rows} rows < ${IMPORT_BUDGET.summaryMs / 1000} s`,
      ok: summary < IMPORT_BUDGET.summaryMs,
      detail: `median ${s(summary)} (runs ${runs.map((r) => s(r.summaryMs)).join(' ')})`,
    },
    {
      name: `import: stored < ${IMPORT_BUDGET.storeMs / 1000} s`,
      ok: store < IMPORT_BUDGET.storeMs,
      detail: `median ${s(store)} (runs ${runs.map((r) => s(r.storeMs)).join(' ')})`,
    },
    {
      name: `import: no main-thread task over ${IMPORT_BUDGET.longTaskMs} ms`,
      ok: runs.every((r) => r.longestTaskMs <= IMPORT_BUDGET.longTaskMs),
      detail: `median of the longest ${Math.round(longest)} ms (runs ${runs.map((r) => Math.round(r.longestTaskMs)).join(' ')})`,
    },
    {
      name: `import: ${expectedStored} plays stored`,
      ok: wrong.length === 0,
      detail: wrong.length ? wrong.map((r) => `${r.shownStored} shown, ${r.storedInDatabase} in the database`).join('; ') : 'every run',
    },
  ];
}
