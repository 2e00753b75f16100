// The staff's screens at scale (`npm run bench -- --scale`): signed in as the
// admin in Chromium at a laptop's width, each screen is opened afresh and
// timed from the navigation's start until its data is on screen, counting the
// requests it made to the backend's data API. Medians of a few loads.
import { chromium, type Page } from 'playwright-core';
import { LOCAL_ADMIN_PASSWORD } from '../supabase/local/dev-keys.ts';

export interface AdminScreen {
  label: string;
  path: string;
  /** Shown once the screen's data has rendered. */
  ready: (page: Page) => Promise<unknown>;
}

export const ADMIN_SCREENS: AdminScreen[] = [
  { label: '/admin/dashboard', path: '/admin/dashboard', ready: (page) => page.getByTestId('staff-dashboard').waitFor() },
  {
    label: '/admin/bookings (grid)',
    path: '/admin/bookings',
    ready: (page) => page.getByRole('region', { name: /Free, requested and confirmed slots/ }).waitFor(),
  },
];

export interface AdminScreenResult {
  label: string;
  /** Requests to the data API (/rest/v1) while the screen loaded: the median load's. */
  dataRequests: number;
  /** From the navigation's start to the data on screen (median). */
  renderMs: number;
  /** In that load: when its first data request started (the app's start and the session before it), and when the last one ended. */
  dataStartMs: number;
  dataEndMs: number;
  /** Rows of the screen's largest table, to show the data was there. */
  tableRows: number;
}

/** Signs in as the local backend's admin on /auth, landing on an admin screen. */
export async function signInAsAdmin(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/auth`);
  await page.getByLabel('Password').fill(LOCAL_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/admin/**');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureAdminScreens(browserPath: string, siteUrl: string, screens: AdminScreen[], runs: number): Promise<AdminScreenResult[]> {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signInAsAdmin(page, siteUrl);

    const results: AdminScreenResult[] = [];
    for (const screen of screens) {
      const loads: { requests: number; ms: number; rows: number; dataStartMs: number; dataEndMs: number }[] = [];
      // One load first, not counted: the screen's code is then in the browser's cache, as for staff who use it daily.
      for (let i = 0; i <= runs; i++) {
        let requests = 0;
        const count = (request: { url(): string }) => {
          if (request.url().includes('/rest/v1/')) requests += 1;
        };
        page.on('request', count);
        await page.goto(`${siteUrl}${screen.path}`);
        await screen.ready(page);
        const ms = await page.evaluate(() => performance.now());
        const rows = await page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('table')].map((t) => t.rows.length)));
        const data = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.includes('/rest/v1/')),
        );
        const dataStartMs = Math.min(...data.map((e) => e.startTime));
        const dataEndMs = Math.max(...data.map((e) => e.responseEnd));
        page.off('request', count);
        if (i > 0) loads.push({ requests, ms, rows, dataStartMs, dataEndMs });
      }
      const ms = median(loads.map((l) => l.ms));
      const typical = loads.find((l) => l.ms === ms)!;
      results.push({
        label: screen.label,
        dataRequests: typical.requests,
        renderMs: ms,
        dataStartMs: typical.dataStartMs,
        dataEndMs: typical.dataEndMs,
        tableRows: typical.rows,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
