import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';
import { E2E_SITE_URL, E2E_WORKERS } from './tests/e2e/env';

// Started by scripts/e2e.mjs, which builds the site, starts a fresh local
// backend and the static preview server before Playwright runs.
const executablePath = chromiumPath() ?? undefined;
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
  // Files spread over the workers; each worker has its own backend (tests/e2e/env.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_SITE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
});
