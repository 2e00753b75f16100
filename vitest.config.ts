import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          include: ['tests/build/**/*.test.ts'],
        },
      },
    ],
  },
});
