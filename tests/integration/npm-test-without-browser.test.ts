// A newcomer's `npm test` on a machine without a browser, outside CI: the
// browser step says it skipped and why, the bundle budget is still checked
// (the step builds the site anyway), and the run passes with the skip counted
// apart. Runs only those two steps of scripts/test.mjs, with a PATH that holds
// nothing but node and npx, a fresh HOME (no Playwright browsers) and no
// CHROMIUM_PATH. E2E_SKIP_BUILD=1 reuses an earlier browser-test build of the
// same port when there is one; the budget checks it all the same.
import { spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'newcomer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder with node and npx only: the scripts find their tools, and no browser, on this PATH. */
function nodeOnlyBin(): string {
  const bin = mkdtempSync(path.join(scratch, 'bin-'));
  symlinkSync(process.execPath, path.join(bin, 'node'));
  symlinkSync(realpathSync(path.join(path.dirname(process.execPath), 'npx')), path.join(bin, 'npx'));
  return bin;
}

function newcomerEnv(): NodeJS.ProcessEnv {
  const dropped = ['CI', 'CHROMIUM_PATH', 'PLAYWRIGHT_BROWSERS_PATH', 'NPM_TEST_SKIP_FILE', 'BUNDLE_CHECK_DIR'];
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !dropped.includes(key) && !key.startsWith('VITE_')));
  return { ...env, PATH: nodeOnlyBin(), HOME: mkdtempSync(path.join(scratch, 'home-')), E2E_SKIP_BUILD: '1' };
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

// macOS and Windows have Chrome at fixed places, whatever PATH says.
describe.skipIf(process.platform !== 'linux')('npm test on a machine without a browser', () => {
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
});
