import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { integrationLanes } from './scripts/integration-lanes.mjs';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
};

// Worker threads: as many as the cores this run may use (npm test gives each
// step its share through VITEST_MAX_WORKERS), never more than the machine has.
const maxWorkers = Math.max(1, Math.min(availableParallelism(), Number(process.env.VITEST_MAX_WORKERS) || availableParallelism()));

// Limits say when to give up on a test, sized for its work on a slow, busy
// two-core machine: a passing test ends when its work does, so a generous
// limit costs nothing, and a tight one fails good code when the host is busy.
const UNIT_TEST_TIMEOUT_MS = 60_000;
const DATABASE_TEST_TIMEOUT_MS = 120_000;
// A file's setup may build a database from every migration (PGlite) or start the functions under Deno.
const DATABASE_HOOK_TIMEOUT_MS = 300_000;

// Unit tests share one module graph per worker thread (isolate: false):
// loading a fresh graph and DOM for each file was most of the unit step's
// work. A file that swaps a module or a global for its tests (vi.mock,
// vi.stubGlobal, vi.stubEnv) would leak the swap into the next file, and one
// that needs a module not yet loaded says `// runs-alone: <why>`; those run
// alone, each with fresh modules, in the "-alone" projects. A test that fakes a
// client by spying on the real object (src/testing/*-fakes.ts) shares.
const RUNS_ALONE = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|^\/\/ runs-alone:/m;
const UNIT_ROOTS = ['src', 'supabase/functions', 'supabase/local', 'tests/lint', 'scripts'];
const unitFiles = (suffix: string) =>
  UNIT_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith(suffix) && !name.includes('node_modules'))
      .map((name) => `${root}/${name}`),
  );
const filesAlone = (files: string[]) => files.filter((file) => RUNS_ALONE.test(readFileSync(file, 'utf8')));
// A test of plain TypeScript that needs a DOM says so on its first line.
const NEEDS_DOM = /^\/\/ @vitest-environment jsdom\b/;
const needsDom = (file: string) => NEEDS_DOM.test(readFileSync(file, 'utf8'));
const plainTests = unitFiles('.test.ts');
// Those run with the component tests: a worker thread of a project only goes
// on to its next file when that file asks for the same environment, so among
// the tests run in Node each switch to or from one of them started a fresh
// thread, loading every module again.
const componentTests = [...unitFiles('.test.tsx'), ...plainTests.filter(needsDom)];
const componentTestsAlone = filesAlone(componentTests);
const nodeTests = plainTests.filter((file) => !needsDom(file));
const nodeTestsAlone = filesAlone(nodeTests);

const component = {
  globals: true,
  environment: 'jsdom',
  // Worker threads start faster than child processes.
  pool: 'threads' as const,
  testTimeout: UNIT_TEST_TIMEOUT_MS,
  hookTimeout: UNIT_TEST_TIMEOUT_MS,
  setupFiles: ['./src/testing/setup.ts'],
};
// Tests of plain TypeScript run in Node: a DOM costs more than most of them
// take to run. One that needs a DOM says so on its first line
// (// @vitest-environment jsdom).
const plain = { ...component, environment: 'node' };

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    maxWorkers,
    // A test that passes only when tried again fails: no retries.
    retry: 0,
    projects: [
      { extends: true, test: { ...component, name: 'unit', isolate: false, include: componentTests, exclude: componentTestsAlone } },
      { extends: true, test: { ...component, name: 'unit-alone', include: componentTestsAlone } },
      { extends: true, test: { ...plain, name: 'unit-node', isolate: false, include: nodeTests, exclude: nodeTestsAlone } },
      { extends: true, test: { ...plain, name: 'unit-node-alone', include: nodeTestsAlone } },
      {
        extends: true,
        test: {
          name: 'integration',
          globals: true,
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['./tests/integration/global-setup.ts'],
          setupFiles: ['./tests/integration/lane-setup.ts'],
          testTimeout: DATABASE_TEST_TIMEOUT_MS,
          hookTimeout: DATABASE_HOOK_TIMEOUT_MS,
          // Files share their lane's backend, so a lane runs one file at a time (tests/integration/lanes.ts).
          fileParallelism: integrationLanes() > 1,
          // The files share their worker's modules, as the unit tests do: none swaps a module or
          // a global, and importing supabase-js, the helpers and the backend's client code anew
          // for every file was a large part of the pass's work.
          isolate: false,
        },
      },
      {
        // Checks on the production build (run after one by scripts/test.mjs).
        extends: true,
        test: {
          name: 'build',
          globals: true,
          environment: 'node',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          include: ['tests/build/**/*.test.ts'],
        },
      },
    ],
  },
});
