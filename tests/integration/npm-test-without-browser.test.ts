// A newcomer's `npm test` on a machine without a browser, outside CI: the
// browser step says it skipped and why, the bundle budget is still checked
// (the step builds the site anyway), and the run passes with the skip counted
// apart. Runs only those two steps of scripts/test.mjs, with this machine's PATH
// less every Chromium or Chrome on it, a fresh HOME (no Playwright browsers) and no
// CHROMIUM_PATH. The site is built afresh on ports of its own, and the budget
// checks that build.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';

const NESTED = 'NPM_TEST_WITHOUT_BROWSER_RUNNING';
const NEWCOMER_BACKEND_PORT = 54398;
const NEWCOMER_SITE_PORT = 4198;
const root = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'newcomer-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(path.join(root, `dist-e2e-${NEWCOMER_SITE_PORT}`), { recursive: true, force: true });
});

/**
 * This machine's PATH without its browsers: one folder holding a link to every
 * command on PATH (first one wins, as in a lookup) except Chromium and Chrome.
 */
function pathWithoutBrowsers(): string {
  const bin = mkdtempSync(path.join(scratch, 'bin-'));
  const seen = new Set<string>();
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (seen.has(name) || /chrom/i.test(name)) continue;
      seen.add(name);
      symlinkSync(path.join(dir, name), path.join(bin, name));
    }
  }
  return bin;
}

function newcomerEnv(): NodeJS.ProcessEnv {
  // A shell's environment, not this test runner's: NODE_ENV=test would make the build a development one.
  const dropped = ['CI', 'CHROMIUM_PATH', 'PLAYWRIGHT_BROWSERS_PATH', 'NPM_TEST_SKIP_FILE', 'BUNDLE_CHECK_DIR', 'NODE_ENV'];
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !dropped.includes(key) && !/^(VITE_|VITEST)/.test(key)));
  // Its own ports and build folder, built afresh: a build left by an earlier run may predate the code under test.
  return {
    ...env,
    PATH: pathWithoutBrowsers(),
    HOME: mkdtempSync(path.join(scratch, 'home-')),
    E2E_BACKEND_PORT: String(NEWCOMER_BACKEND_PORT),
    E2E_SITE_PORT: String(NEWCOMER_SITE_PORT),
    [NESTED]: '1',
  };
}

function runNpmTest(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/test.mjs', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

// macOS and Windows have Chrome at fixed places, whatever PATH says. NESTED:
// should a step it runs come back here (a test.mjs that ignored --only), the
// inner run does not start another.
// Once per npm test: it needs no database, so the pass on a real PostgreSQL skips it.
describe.skipIf(process.platform !== 'linux' || process.env[NESTED] === '1' || inject('databaseKind') === 'postgres')(
  'npm test on a machine without a browser',
  () => {
    it('passes: the browser tests are skipped with the reason, the bundle budget is still checked', { timeout: 900_000 }, async () => {
      const { code, output } = await runNpmTest(['--only', 'browser,budget'], newcomerEnv());
      expect(output).toContain('SKIPPED browser tests: No Chromium found');
      expect(output).toContain('npx playwright install chromium');
      // The budget really ran on the build: its own report line and its pass.
      expect(output).toMatch(/home page initial JS: [\d.]+ kB gzipped/);
      expect(output).toMatch(/^SKIP {2}browser tests .*\n {6}skipped: no browser: No Chromium found/m);
      expect(output).toMatch(/^PASS {2}bundle budget/m);
      expect(output).toContain('steps: 1 passed, 0 failed, 1 skipped');
      expect(code, output.slice(-3000)).toBe(0);
    });

    it('fails in CI, where a missing browser is an error', { timeout: 120_000 }, async () => {
      const { code, output } = await runNpmTest(['--only', 'browser'], { ...newcomerEnv(), CI: 'true' });
      expect(output).toContain('FAILED: browser tests cannot run. No Chromium found');
      expect(output).toContain('steps: 0 passed, 1 failed, 0 skipped');
      expect(code).toBe(1);
    });
  },
);
