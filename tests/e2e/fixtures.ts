import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { localBackendControl, type LocalBackendControl, type OutboxMessage } from '../../supabase/local/control-client';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/dev-keys';
import { storeBuildFixtures } from './build-fixtures';
import { E2E_BACKEND_URL, E2E_BUILD_BACKEND_URL, onWorkerBackend } from './env';

export type { OutboxMessage };
/** Test-only controls of the local backend the site under test talks to. */
export type BackendControl = LocalBackendControl;

const control = localBackendControl(E2E_BACKEND_URL);
// A reset goes back to the seed; the rows the build was made with come back too.
const backend: LocalBackendControl = {
  ...control,
  reset: async () => {
    await control.reset();
    await storeBuildFixtures(E2E_BACKEND_URL);
  },
};

interface Fixtures {
  backend: BackendControl;
  /**
   * Console messages matching one of these are not failures (e.g. an error state a test provokes on purpose).
   * Give ONE combined pattern, `[/a|b/]`: Playwright reads a two-item array ending in an object as a fixture tuple.
   */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
  workerBackend: void;
  resetAfterFailure: void;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  backend: async ({}, use) => {
    await use(backend);
  },
  // Auto: a journey that changes the data resets it when it ends; one that fails midway may have
  // changed what it meant to put back, so the next journey on this worker starts from the seed.
  resetAfterFailure: [
    async ({}, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) await backend.reset();
    },
    { auto: true },
  ],
  // Auto: the page's calls to the build's backend reach this worker's own (same data, its own state).
  workerBackend: [
    async ({ context }, use) => {
      if (E2E_BACKEND_URL !== E2E_BUILD_BACKEND_URL) {
        await context.route(`${E2E_BUILD_BACKEND_URL}/**`, (route) => route.continue({ url: onWorkerBackend(route.request().url()) }));
      }
      await use();
    },
    { auto: true },
  ],
  // Auto: every test watches the console, whether or not it asks for the fixture.
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = (text: string) => allowedConsoleErrors.some((re) => re.test(text));
      // The served build answers 404 for a path it has no page for (a post made
      // during the test, an unknown path) while the app renders it; Chromium
      // reports that status of the document itself, which is not the page failing.
      const documentStatus = (msg: ConsoleMessage) => /status of 404/.test(msg.text()) && msg.location().url === page.url();
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowed(msg.text()) && !documentStatus(msg)) errors.push(msg.text());
      });
      page.on('pageerror', (err) => {
        if (!allowed(err.message)) errors.push(err.message);
      });
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A phone at the narrowest width the site is made for, touch and all. */
export const PHONE = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };
/** The two widths a journey runs at where layout matters: one test per width. */
export const WIDTHS = [
  { width: 375, use: PHONE },
  { width: 1280, use: DESKTOP },
] as const;
export const ADMIN_EMAIL = LOCAL_ADMIN_EMAIL;
export const ADMIN_PASSWORD = LOCAL_ADMIN_PASSWORD;

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/admin/blog');
}

/**
 * Opens an admin screen signed out, as a link in an e-mail would: the guard sends the page to
 * sign-in, which brings the admin back to that screen. One load of the app, not one for sign-in
 * and another for the screen.
 */
export async function signInAsAdminAt(page: Page, path: `/admin${string}`, { landsAt = path }: { landsAt?: string } = {}): Promise<void> {
  await page.goto(path);
  await page.waitForURL('**/auth');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname === landsAt);
}

/**
 * PostgREST as the given key sees it: by default the service role (bypassing
 * RLS), to check what a test stored; the anon key for what the public sees.
 */
export async function serviceRest<T>(path: string, init: RequestInit = {}, key: string = LOCAL_SERVICE_ROLE_KEY): Promise<T> {
  const res = await fetch(`${E2E_BACKEND_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF records) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\ufeff/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
