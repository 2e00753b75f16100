import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** Starts a long-running child in its own process group so it can be stopped with everything it spawned. */
export function startProcess(name, command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let output = '';
  if (quiet) {
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
  }
  child.on('exit', (code, signal) => {
    if (code !== 0 && code !== null && !child.stopping) {
      console.error(`[${name}] exited with ${code ?? signal}${quiet ? `\n${output}` : ''}`);
    }
  });
  child.stop = () => {
    child.stopping = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  child.output = () => output;
  return child;
}

/** Resolves when the URL answers at all (any status), or rejects after the timeout. */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process serving it exited (${child.exitCode})\n${child.output?.() ?? ''}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Runs a command to completion, inheriting output; resolves with its exit code. */
export function run(command, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

// How a step of `npm test` says it did not run here (no browser, say) rather
// than passed: scripts/test.mjs names a file in NPM_TEST_SKIP_FILE, the step
// writes its reason there and exits 0. A marker file rather than a special
// exit code, so the reason reaches the summary and a step run on its own
// (`npm run test:e2e`) still just exits 0 after printing the reason.
export const SKIP_FILE_VARIABLE = 'NPM_TEST_SKIP_FILE';

/** Records that this step was skipped, and why, for npm test's summary. */
export function reportSkipped(reason) {
  const file = process.env[SKIP_FILE_VARIABLE];
  if (file) writeFileSync(file, reason);
}

/** CI=true (or any value but false/0), as CI services set it. */
export function inCi() {
  const ci = process.env.CI;
  return Boolean(ci) && ci !== 'false' && ci !== '0';
}
