// `npm test`: every check, in order, with a summary. All steps run so one
// failure does not hide another; the exit code is non-zero if any failed.
import { run } from './process-utils.mjs';

const steps = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['deno check (edge functions)', 'node', ['scripts/deno-check.mjs']],
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['integration tests (local backend; the contact function in Node and under Deno)', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['integration tests on a real PostgreSQL (races)', 'node', ['scripts/integration-postgres.mjs']],
  ['browser tests (Playwright + Chromium)', 'node', ['scripts/e2e.mjs']],
  // Reads the build the browser tests just made (scripts/e2e.mjs's outDir): no second build.
  [
    'bundle budget (home JS, editor/maps/admin isolation)',
    'npx',
    ['vitest', 'run', '--project', 'build'],
    { BUNDLE_CHECK_DIR: `dist-e2e-${process.env.E2E_SITE_PORT ?? 4179}` },
  ],
];

const results = [];
for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(cmd, args, { env });
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
