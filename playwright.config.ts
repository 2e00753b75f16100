import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';
import { E2E_SITE_URL, E2E_WORKERS } from './tests/e2e/env';

// Started by scripts/e2e.mjs, which builds the site, starts a fresh local
// backend and the static preview server before Playwright runs.
const executablePath = chromiumPath({ headlessShell: true }) ?? undefined;
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './tests/e2e',
  // Every journey on its own: each worker has its own backend (tests/e2e/env.ts), and a journey
  // that changes the data resets it when it ends (or fails), so any worker may run any journey.
  fullyParallel: true,
  workers: E2E_WORKERS,
  // In CI a failure is tried once more, so the report says whether it fails every time; a test
  // that passes only on its second try still fails the run: a flaky test is a failing test.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // Limits say when to give up, sized for a journey on a slow, busy two-core machine; every
  // wait ends as soon as what it waits for is there, so a generous limit costs a passing test nothing.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_SITE_URL,
    trace: 'off',
    // Kept for a failure only, but taken of every page as its context closes, in case the test
    // fails later: CI keeps no files, so there it would be work for nothing.
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
    // What a journey checks does not depend on motion; a smooth scroll after every focus move or
    // click is frames drawn for nothing (src/index.css glides only without this preference).
    reducedMotion: 'reduce',
    launchOptions,
  },
  // One browser; a journey that runs at 375 and 1280 px says so itself (WIDTHS in tests/e2e/fixtures.ts).
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
});
