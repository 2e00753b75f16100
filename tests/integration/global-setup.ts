import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalBackend } from '../../supabase/local/server';

import { INTEGRATION_DATABASE_URLS } from '../../scripts/integration-lanes.mjs';
import './lanes';

/** The servers of the lanes (INTEGRATION_DATABASE_URLS, a JSON list), else DATABASE_URL's alone, else none (PGlite). */
function databaseUrls(): (string | undefined)[] {
  const lanes = process.env[INTEGRATION_DATABASE_URLS];
  if (lanes) return JSON.parse(lanes) as string[];
  return [process.env.DATABASE_URL?.trim() || undefined];
}

/**
 * One fresh backend (bootstrap + migrations + seed) per lane for the whole integration run:
 * in-memory PGlite, or a real PostgreSQL database (which it drops and rebuilds).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const urls = databaseUrls();
  const outboxDirs = urls.map(() => mkdtempSync(path.join(tmpdir(), 'local-outbox-')));
  // No job runs on its own: a test runs one when it means to (see scheduled-jobs.test.ts).
  const backends = await Promise.all(
    urls.map((databaseUrl, i) =>
      startLocalBackend({ port: 0, dataDir: null, outboxDir: outboxDirs[i]!, databaseUrl, reset: Boolean(databaseUrl), scheduledJobs: false }),
    ),
  );
  project.provide('databaseKind', urls[0] ? 'postgres' : 'pglite');
  project.provide(
    'backendUrls',
    backends.map((backend) => backend.url),
  );
  project.provide(
    'databaseUrls',
    urls.map((url) => url ?? null),
  );
  return async () => {
    await Promise.all(backends.map((backend) => backend.close()));
    for (const dir of outboxDirs) rmSync(dir, { recursive: true, force: true });
  };
}
