import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalBackend } from '../../supabase/local/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the local backend the integration tests talk to. */
    backendUrl: string;
  }
}

/** One fresh in-memory backend (bootstrap + migrations + seed) for the whole integration run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'local-outbox-'));
  const backend = await startLocalBackend({ port: 0, dataDir: null, outboxDir });
  project.provide('backendUrl', backend.url);
  return async () => {
    await backend.close();
    rmSync(outboxDir, { recursive: true, force: true });
  };
}
