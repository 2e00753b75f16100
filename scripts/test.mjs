// `npm test`: every check, in order, with a summary. All steps run so one
// failure does not hide another; the exit code is non-zero if any failed.
import { run } from './process-utils.mjs';

const steps = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['integration tests (local backend)', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['browser tests (Playwright + Chromium)', 'node', ['scripts/e2e.mjs']],
];

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(cmd, args);
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
