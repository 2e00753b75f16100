// `npm test`: every check, with a summary. Steps share the machine's cores
// (scripts/test-cores.mjs): as many run at once as there are cores to keep
// busy, a step that can use several (the unit tests' threads) is given its
// share, and the browser tests run in one part per core. A step's output is printed whole when it
// ends, so outputs never interleave. All steps run so one failure does not
// hide another; the exit code is non-zero if any failed. A step that cannot
// run on this machine (no browser, outside CI) says so and counts as skipped,
// not passed (scripts/test-summary.mjs).
//   node scripts/test.mjs [--only browser,budget]   some steps only, by id (and what they need)
//   NPM_TEST_CORES=N                                 share N cores instead of the machine's
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { RUN_SNAPSHOT_DIR_VARIABLE } from '../supabase/local/run-snapshot-variable.mjs';
import { SKIP_FILE_VARIABLE } from './process-utils.mjs';
import { stepsToStart } from './test-cores.mjs';
import { failureDigest, stepStatus, summaryCounts } from './test-summary.mjs';

// The PGlite pass: what depends on the engine or on the local backend's own
// code (the REST, auth and storage emulation, RLS through it, the functions'
// wiring). The product's flows run on the real PostgreSQL pass, which runs
// every integration test but the few that never touch its engine (listed in
// scripts/integration-postgres.mjs); `npm run test:integration` runs them all on PGlite.
// The sign-in, password-recovery and contact-function contracts run on the
// real server only: their code is the same on both engines, each of their
// tests starts from a fresh database (a copy of a template there, a whole new
// PGlite here), and the browser journeys take each of them on PGlite.
const PGLITE_PASS = [
  'advertiser-account-deno',
  'api-rest',
  'artwork-function-deno',
  'auth',
  'backend-guarantees',
  'backend-reset',
  'blog-post-filters',
  'bookings',
  'build',
  'deposit-functions-deno',
  'data-errors',
  'database-types',
  'embedding',
  'location-admin',
  'newsletter-function-deno',
  'rls-matrix',
  'rls-visibility',
  'scheduled-jobs',
  'storage-api',
  'storage-policies',
].map((name) => `tests/integration/${name}.test.ts`);
// A renamed file would otherwise drop out of the pass without a word.
for (const file of PGLITE_PASS) if (!existsSync(file)) throw new Error(`scripts/test.mjs: ${file} is in the PGlite pass but does not exist`);

const CORES = Math.max(1, Number(process.env.NPM_TEST_CORES) || availableParallelism());
const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54329);
const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4179);
const buildDir = `dist-e2e-${E2E_SITE_PORT}`;

// In the order they start when cores are free and what they need has passed:
// the longest chains first (the real-PostgreSQL pass, whose files wait on
// round trips more than they compute; the browser tests are the most work),
// the quick checks last.
// `cores`: how many a step keeps busy, one by default; a range for a step
// that uses what it is given, told through `share`.
const steps = [
  { id: 'build', name: 'production build (read by the bundle checks and the browser tests)', cmd: 'node', args: ['scripts/e2e.mjs', '--build-only'] },
  {
    id: 'postgres',
    name: 'integration tests on a real PostgreSQL (races, RLS, constraints; supabase/schema.sql up to date)',
    cmd: 'node',
    args: ['scripts/integration-postgres.mjs'],
  },
  // The browser tests in as many parts as there are cores (Playwright's --shard), each a step with
  // one worker on its own ports, sharing the one build: a part starts as soon as a core is free,
  // where one step would have to take its workers all at once.
  ...Array.from({ length: CORES }, (_, i) => ({
    id: CORES === 1 ? 'browser' : `browser-${i + 1}`,
    group: 'browser',
    name: `browser tests (Playwright + Chromium)${CORES === 1 ? '' : `, part ${i + 1} of ${CORES}`}`,
    cmd: 'node',
    args: ['scripts/e2e.mjs', ...(CORES === 1 ? [] : [`--shard=${i + 1}/${CORES}`])],
    env: {
      E2E_SKIP_BUILD: '1',
      E2E_BUILD_DIR: buildDir,
      E2E_BUILD_BACKEND_PORT: String(E2E_BACKEND_PORT),
      E2E_BACKEND_PORT: String(E2E_BACKEND_PORT + 10 * i),
      E2E_SITE_PORT: String(E2E_SITE_PORT + 10 * i),
      E2E_WORKERS: '1',
    },
    needs: ['build'],
  })),
  {
    id: 'unit',
    name: 'unit and component tests',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'unit*'],
    cores: { min: 1, max: CORES },
    share: (cores) => ({ VITEST_MAX_WORKERS: String(cores) }),
  },
  {
    id: 'integration',
    name: 'integration tests on PGlite (the local backend of npm run dev: its emulation, RLS through it, the functions in Node and under Deno)',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'integration', ...PGLITE_PASS],
  },
  // TypeScript 7 (the native compiler), on the one core the step has: the same checks at a fraction of the CPU.
  { id: 'typecheck', name: 'type check', cmd: 'node', args: ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json', '--singleThreaded'] },
  { id: 'lint', name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { id: 'format', name: 'format (Prettier)', cmd: 'npx', args: ['prettier', '--check', '.'] },
  { id: 'deno', name: 'deno check (edge functions)', cmd: 'node', args: ['scripts/deno-check.mjs'] },
  {
    id: 'budget',
    name: 'checks of the build (bundle budget, prerendered HTML, headers, redirects)',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'build'],
    env: { BUNDLE_CHECK_DIR: buildDir, VITEST_MAX_WORKERS: '1' },
    needs: ['build'],
  },
];

/** A step's id, or the group it belongs to (the browser tests' parts are "browser"). */
const groupOf = (step) => step.group ?? step.id;

function selectedSteps() {
  const at = process.argv.indexOf('--only');
  if (at < 0) return steps;
  const ids = (process.argv[at + 1] ?? '').split(',').filter(Boolean);
  const known = [...new Set(steps.map(groupOf))];
  const unknown = ids.filter((id) => !known.includes(id));
  if (!ids.length || unknown.length) {
    console.error(`--only takes step ids separated by commas (${known.join(', ')})${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
    process.exit(2);
  }
  const chosen = steps.filter((s) => ids.includes(groupOf(s)));
  const wanted = new Set(chosen.map((s) => s.id));
  for (const step of chosen) for (const need of step.needs ?? []) wanted.add(need);
  return steps.filter((s) => wanted.has(s.id));
}

/** Runs a step with its output kept, to print whole when it ends. */
function runStep(step, cores, skipFile) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      env: { ...process.env, ...step.env, ...step.share?.(cores), [SKIP_FILE_VARIABLE]: skipFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('error', (err) => chunks.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

const skipDir = mkdtempSync(path.join(tmpdir(), 'npm-test-skips-'));
// The first in-memory backend of the run keeps its built database here; the others start from it.
const snapshotDir = mkdtempSync(path.join(tmpdir(), 'npm-test-database-'));
process.env[RUN_SNAPSHOT_DIR_VARIABLE] = snapshotDir;
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const pending = [...selectedSteps()];
const results = new Map();
/** Cores in use, by the id of the step using them. */
const running = new Map();
const inUse = () => [...running.values()].reduce((sum, n) => sum + n, 0);
// A step not selected (--only) counts as ended for those that need it.
const ended = new Set(steps.filter((s) => !pending.includes(s)).map((s) => s.id));

async function startStep(step, cores) {
  running.set(step.id, cores);
  pending.splice(pending.indexOf(step), 1);
  const share = step.share ? ` on ${cores} core${cores === 1 ? '' : 's'}` : '';
  console.log(`[${seconds(started)}s] started: ${step.name}${share}`);
  const failedNeed = (step.needs ?? []).find((id) => results.get(id) && results.get(id).status !== 'PASS');
  const stepStarted = Date.now();
  const skipFile = path.join(skipDir, step.id);
  const { code, output } = failedNeed ? { code: 1, output: `not run: it needs "${failedNeed}", which did not pass\n` } : await runStep(step, cores, skipFile);
  const status = stepStatus(code, existsSync(skipFile));
  const reason = status === 'SKIP' ? readFileSync(skipFile, 'utf8').trim() : '';
  results.set(step.id, { name: step.name, status, reason, seconds: seconds(stepStarted), failures: status === 'FAIL' ? failureDigest(output) : [] });
  console.log(`\n=== ${step.name}: ${status} (${seconds(stepStarted)}s) ===\n${output.trimEnd()}\n`);
  running.delete(step.id);
  ended.add(step.id);
}

console.log(`Sharing ${CORES} core${CORES === 1 ? '' : 's'} among the steps${process.env.NPM_TEST_CORES ? ' (NPM_TEST_CORES)' : ''}.`);
try {
  await new Promise((resolve) => {
    const fill = () => {
      if (!pending.length && !running.size) return resolve();
      for (const { step, cores } of stepsToStart(pending, { total: CORES, inUse: inUse(), ended })) startStep(step, cores).then(fill);
    };
    fill();
  });
} finally {
  rmSync(skipDir, { recursive: true, force: true });
  rmSync(snapshotDir, { recursive: true, force: true });
}

console.log(`\n=== summary (${seconds(started)}s) ===`);
const ordered = steps.filter((s) => results.has(s.id)).map((s) => results.get(s.id));
for (const r of ordered) console.log(`${r.status}  ${r.name} (${r.seconds}s)${r.reason ? `\n      skipped: ${r.reason}` : ''}`);
const { line, failed } = summaryCounts(ordered.map((r) => r.status));
// What failed, again at the end: a CI log is often read from its last lines.
for (const r of ordered.filter((r) => r.failures.length)) console.log(`\nwhat failed in: ${r.name}\n${r.failures.map((l) => `  ${l}`).join('\n')}`);
console.log(line);
process.exit(failed ? 1 : 0);
