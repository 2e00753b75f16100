// `npm test`: every check, in order, with a summary. All steps run so one
// failure does not hide another; the exit code is non-zero if any failed.
// A step that cannot run on this machine (no browser, outside CI) says so and
// counts as skipped, not passed: see reportSkipped in process-utils.mjs.
//   node scripts/test.mjs [--only browser,budget]   some steps only, by id
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run, SKIP_FILE_VARIABLE } from './process-utils.mjs';

const steps = [
  { id: 'typecheck', name: 'type check', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { id: 'lint', name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { id: 'format', name: 'format (Prettier)', cmd: 'npx', args: ['prettier', '--check', '.'] },
  { id: 'deno', name: 'deno check (edge functions)', cmd: 'node', args: ['scripts/deno-check.mjs'] },
  { id: 'unit', name: 'unit and component tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit'] },
  {
    id: 'integration',
    name: 'integration tests (local backend; the contact function in Node and under Deno)',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'integration'],
  },
  {
    id: 'postgres',
    name: 'integration tests on a real PostgreSQL (races)',
    cmd: 'node',
    args: ['scripts/integration-postgres.mjs'],
  },
  {
    id: 'browser',
    name: 'browser tests (Playwright + Chromium)',
    cmd: 'node',
    args: ['scripts/e2e.mjs'],
    // Without a browser the tests are skipped but the build is still made: the next step reads it.
    env: { E2E_BUILD_WITHOUT_BROWSER: '1' },
  },
  // Reads the build the browser step just made (scripts/e2e.mjs's outDir): no second build.
  {
    id: 'budget',
    name: 'bundle budget (home JS, editor/maps/admin isolation)',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'build'],
    env: { BUNDLE_CHECK_DIR: `dist-e2e-${process.env.E2E_SITE_PORT ?? 4179}` },
  },
];

function selectedSteps() {
  const at = process.argv.indexOf('--only');
  if (at < 0) return steps;
  const ids = (process.argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = ids.filter((id) => !steps.some((s) => s.id === id));
  if (!ids.length || unknown.length) {
    console.error(
      `--only takes step ids separated by commas (${steps.map((s) => s.id).join(', ')})${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`,
    );
    process.exit(2);
  }
  return steps.filter((s) => ids.includes(s.id));
}

const skipDir = mkdtempSync(path.join(tmpdir(), 'npm-test-skips-'));
const results = [];
try {
  for (const step of selectedSteps()) {
    console.log(`\n=== ${step.name} ===`);
    const started = Date.now();
    const skipFile = path.join(skipDir, step.id);
    const code = await run(step.cmd, step.args, { env: { ...step.env, [SKIP_FILE_VARIABLE]: skipFile } });
    // A failure stays a failure even if the step had also noted a skip.
    const status = code !== 0 ? 'FAIL' : existsSync(skipFile) ? 'SKIP' : 'PASS';
    const reason = status === 'SKIP' ? readFileSync(skipFile, 'utf8').trim() : '';
    results.push({ name: step.name, status, reason, seconds: Math.round((Date.now() - started) / 1000) });
  }
} finally {
  rmSync(skipDir, { recursive: true, force: true });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.status}  ${r.name} (${r.seconds}s)${r.reason ? `\n      skipped: ${r.reason}` : ''}`);
const count = (status) => results.filter((r) => r.status === status).length;
const failed = count('FAIL');
console.log(`steps: ${count('PASS')} passed, ${failed} failed, ${count('SKIP')} skipped`);
process.exit(failed ? 1 : 0);
