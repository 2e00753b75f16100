// What a visitor feels: on a phone-like page (4x slower CPU, slow 4G), tap the
// header's menu button 300 ms after the first paint and time until the menu is
// open. Lighthouse's TTI is a lab estimate; this is the wait a visitor who taps
// early actually gets, whether the browser opens the menu itself (a popover) or
// the app has to. Reported, not budgeted: it is quoted before and after.
import { chromium, type Browser } from 'playwright-core';

const TAP_AFTER_FCP_MS = 300;
// A tap made before any script ran is only answered once the app handles it.
const OPEN_TIMEOUT_MS = 15_000;
// Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps down, 750 kbps up) in the
// form Lighthouse itself uses for this CDP call: the browser adds latency per
// request, not per round trip, hence RTT x 3.75 and 90% of the throughput.
const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };

export interface TapResult {
  /** When the tap reached the page, ms after first contentful paint. */
  tapAtMs: number;
  /** The interaction's longest Event Timing entry (pointer/click), input to next paint; under 16 ms is not reported by the browser. */
  eventMs: number | null;
  /** From the tap to the menu panel being visible. */
  openMs: number;
  /** The app had marked itself ready (html[data-app="ready"]) when the tap arrived. */
  appReady: boolean;
}

interface PageRecord {
  fcp?: number;
  tap?: { at: number; appReady: boolean };
  openAt?: number;
  events: { name: string; startTime: number; duration: number; interactionId: number }[];
}

declare global {
  interface Window {
    __benchTap?: PageRecord;
  }
}

/**
 * Runs before any of the page's own code: it records the first paint, the tap
 * (in capture, ahead of anything the page does with it), the Event Timing
 * entries, and the moment a menu opened by the tap becomes visible.
 */
function instrument(): void {
  const record: PageRecord = { events: [] };
  window.__benchTap = record;
  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (fcp && record.fcp === undefined) record.fcp = fcp.startTime;
  }).observe({ type: 'paint', buffered: true });
  // interactionId is newer than TypeScript's DOM types.
  const keep = (list: PerformanceObserverEntryList) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      record.events.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId ?? 0 });
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });

  // Whatever markup the menu has: a control the tap expanded whose panel shows, a dialog, or a popover.
  const visible = (el: Element | null) => !!el && (el as HTMLElement).getClientRects().length > 0 && !el.closest('[hidden]');
  const menuOpen = () =>
    [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')].some((b) => visible(document.getElementById(b.getAttribute('aria-controls')!))) ||
    [...document.querySelectorAll('[role="dialog"], :popover-open')].some(visible);
  const sawOpen = () => {
    if (record.tap && record.openAt === undefined && menuOpen()) record.openAt = performance.now();
  };
  // A popover the browser opens changes no markup: its toggle event (not bubbling, seen in capture) tells.
  window.addEventListener('toggle', sawOpen, { capture: true });
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (record.tap) return;
      record.tap = { at: event.timeStamp, appReady: document.documentElement.dataset.app === 'ready' };
      // Watched only from the tap on, so hydration's own mutations are not slowed by the check.
      const observer = new MutationObserver(() => {
        sawOpen();
        if (record.openAt !== undefined) observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    },
    { capture: true },
  );
}

async function tapOnce(browser: Browser, url: string): Promise<TapResult> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    // tsx compiles named inner functions into __name(...) calls, which the page does not define.
    await context.addInitScript({ content: `var __name = (fn) => fn; (${instrument.toString()})();` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });

    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchTap?.fcp !== undefined, null, { timeout: OPEN_TIMEOUT_MS, polling: 16 });
    // The prerendered button is laid out by the first paint; its place is taken once, then the tap is raw input.
    const box = await page.getByRole('button', { name: /menu/i }).first().boundingBox({ timeout: OPEN_TIMEOUT_MS });
    if (!box) throw new Error(`${url}: the menu button is not on screen`);
    const { fcp, now } = await page.evaluate(() => ({ fcp: window.__benchTap!.fcp!, now: performance.now() }));
    await new Promise((r) => setTimeout(r, Math.max(0, fcp + TAP_AFTER_FCP_MS - now)));
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

    await page.waitForFunction(() => window.__benchTap?.openAt !== undefined, null, { timeout: OPEN_TIMEOUT_MS, polling: 50 });
    // Event Timing entries are delivered after the paint that follows the interaction.
    await page.waitForTimeout(500);
    const record = await page.evaluate(() => window.__benchTap!);
    const tap = record.tap!;
    // The tap's own entries: from its pointerdown on (pointerup and click share its interactionId).
    const entries = record.events.filter((e) => e.startTime >= tap.at - 1 && /^pointer|^click$|^touch/.test(e.name));
    return {
      tapAtMs: tap.at - record.fcp!,
      eventMs: entries.length ? Math.max(...entries.map((e) => e.duration)) : null,
      openMs: record.openAt! - tap.at,
      appReady: tap.appReady,
    };
  } finally {
    await context.close();
  }
}

export interface TapRow {
  route: string;
  runs: TapResult[];
  error?: string;
}

/** Taps the menu `runs` times on each route, each time in a fresh context (cold cache, like a first visit). */
export async function measureTaps(executablePath: string, siteUrl: string, routes: string[], runs: number): Promise<TapRow[]> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const rows: TapRow[] = [];
  try {
    for (const route of routes) {
      const results: TapResult[] = [];
      try {
        for (let i = 0; i < runs; i++) results.push(await tapOnce(browser, `${siteUrl}${route}`));
        rows.push({ route, runs: results });
      } catch (error) {
        rows.push({ route, runs: results, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One line per route: medians, and how many of the taps found the app ready. */
export function formatTapRows(rows: TapRow[]): string[] {
  const lines = [`${'route'.padEnd(56)} ${'tap at'.padStart(9)} ${'event'.padStart(9)} ${'menu open'.padStart(10)}  app ready at tap`];
  for (const { route, runs, error } of rows) {
    if (!runs.length) {
      lines.push(`${route.padEnd(56)} no measurement: ${error}`);
      continue;
    }
    // A tap no handler answered yet paints at once: under the browser's 16 ms floor, counted as 0.
    const event = medianOf(runs.map((r) => r.eventMs ?? 0));
    const eventText = event > 0 ? `${Math.round(event)} ms` : '< 16 ms';
    lines.push(
      `${route.padEnd(56)} ${`${Math.round(medianOf(runs.map((r) => r.tapAtMs)))} ms`.padStart(9)} ${eventText.padStart(9)}` +
        ` ${`${Math.round(medianOf(runs.map((r) => r.openMs)))} ms`.padStart(10)}  ${runs.filter((r) => r.appReady).length}/${runs.length}` +
        (error ? `  (then failed: ${error})` : ''),
    );
  }
  return lines;
}
