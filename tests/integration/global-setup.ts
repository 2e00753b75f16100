import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalBackend } from '../../supabase/local/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the local backend the integration tests talk to. */
    backendUrl: string;
    /** What the backend runs on: races can only show on a real PostgreSQL. */
    databaseKind: 'pglite' | 'postgres';
  }
}

/**
 * One fresh backend (bootstrap + migrations + seed) for the whole integration run:
 * in-memory PGlite, or the real PostgreSQL database of DATABASE_URL (which it drops and rebuilds).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'local-outbox-'));
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  // No job runs on its own: a test runs one when it means to (see scheduled-jobs.test.ts).
  const backend = await startLocalBackend({ port: 0, dataDir: null, outboxDir, databaseUrl, reset: Boolean(databaseUrl), scheduledJobs: false });
  project.provide('databaseKind', databaseUrl ? 'postgres' : 'pglite');
  project.provide('backendUrl', backend.url);
  return async () => {
    await backend.close();
    rmSync(outboxDir, { recursive: true, force: true });
  };
}
