// The integration files run in lanes: one by default, or one per backend the
// global set-up started (scripts/integration-postgres.mjs asks for two on the
// real PostgreSQL pass, each backend on a server of its own). A worker thread
// keeps to its lane, Vitest's pool id, so the files of one lane run one after
// another on one backend, as the whole pass does with a single lane.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of each lane's local backend. */
    backendUrls: string[];
    /** Each lane's database server (DATABASE_URL), or null on PGlite. */
    databaseUrls: (string | null)[];
    /** What the backends run on: races can only show on a real PostgreSQL. */
    databaseKind: 'pglite' | 'postgres';
  }
}

/** This worker's lane: Vitest numbers its workers from 1 to maxWorkers. */
export function lane(): number {
  const lanes = inject('backendUrls').length;
  return (Math.max(1, Number(process.env.VITEST_POOL_ID) || 1) - 1) % lanes;
}
