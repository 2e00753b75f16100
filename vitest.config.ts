import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    maxWorkers,
    // A test that passes only when tried again fails: no retries.
    retry: 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          // Worker threads start faster than child processes, and most of the
          // unit step's time is starting a file, not running it.
          pool: 'threads',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          hookTimeout: UNIT_TEST_TIMEOUT_MS,
          setupFiles: ['./src/testing/setup.ts'],
          include: ['src/**/*.test.tsx'],
        },
      },
      {
        // Tests of plain TypeScript run in Node: a DOM for each file costs more
        // than most of them take to run. One that needs a DOM says so on its
        // first line (// @vitest-environment jsdom).
        extends: true,
        test: {
          name: 'unit-node',
          globals: true,
          environment: 'node',
          pool: 'threads',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          hookTimeout: UNIT_TEST_TIMEOUT_MS,
          setupFiles: ['./src/testing/setup.ts'],
          include: ['src/**/*.test.ts', 'supabase/functions/**/*.test.ts', 'supabase/local/**/*.test.ts', 'tests/lint/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          globals: true,
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['./tests/integration/global-setup.ts'],
          testTimeout: DATABASE_TEST_TIMEOUT_MS,
          hookTimeout: DATABASE_HOOK_TIMEOUT_MS,
          fileParallelism: false,
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
