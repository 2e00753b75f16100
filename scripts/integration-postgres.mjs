// The integration suite again, on a real PostgreSQL server: a throwaway
// cluster (scripts/postgres-cluster.mjs), the local backend on it through
// DATABASE_URL, a pool of connections, so requests really run at once and the
// race tests can fail. The files run in two lanes where the machine has two
// cores, each a backend on a cluster of its own (tests/integration/lanes.ts):
// a file spends most of its time waiting on round trips through the backend
// and the server, so one lane leaves much of its core idle. Without a PostgreSQL server it says it skipped this
// pass; in CI (CI=true) a missing server is a failure. It checks first that
// supabase/schema.sql is what the migrations make (npm run db:schema).
//   node scripts/integration-postgres.mjs [vitest args...]
import { availableParallelism } from 'node:os';
import { INTEGRATION_DATABASE_URLS } from './integration-lanes.mjs';
import { findPostgresBin, startThrowawayPostgres } from './postgres-cluster.mjs';
import { inCi, reportSkipped, run } from './process-utils.mjs';

// What does not touch the database engine runs once, on the PGlite pass: the build's choice of
// backend spawns a build and starts a backend on the usual port, the same on both engines; the
// database types are generated from a PGlite whichever engine the backend runs on.
const ENGINE_INDEPENDENT = ['tests/integration/build.test.ts', 'tests/integration/database-types.test.ts'];

const bin = findPostgresBin();
if (!bin) {
  const msg =
    'No PostgreSQL server found (pg_config --bindir, /usr/lib/postgresql/*/bin or $POSTGRES_BIN): the integration tests on a real PostgreSQL cannot run. Install it with `apt-get install postgresql` (Debian), `brew install postgresql@15` (macOS) or set POSTGRES_BIN.';
  if (inCi()) {
    console.error(`FAILED: ${msg}`);
    process.exit(1);
  }
  console.warn(`SKIPPED integration tests on a real PostgreSQL. ${msg}`);
  reportSkipped('no PostgreSQL server installed (apt-get install postgresql, brew install postgresql@15, or set POSTGRES_BIN)');
  process.exit(0);
}

const LANES = Math.max(1, Math.min(2, Number(process.env.INTEGRATION_LANES) || availableParallelism()));
const clusters = await Promise.all(Array.from({ length: LANES }, () => startThrowawayPostgres({ bin })));
for (const cluster of clusters) console.log(`Throwaway PostgreSQL on 127.0.0.1:${cluster.port} (${bin})`);
let code = 1;
try {
  // supabase/schema.sql is pg_dump's; its staleness check needs a server, so it runs on one of these.
  const schema = await run('npx', ['tsx', 'scripts/db-schema.ts', '--check', '--server-url', clusters[0].url]);
  const exclude = ENGINE_INDEPENDENT.flatMap((file) => ['--exclude', file]);
  const urls = clusters.map((cluster) => cluster.url);
  const tests = await run('npx', ['vitest', 'run', '--project', 'integration', ...exclude, ...process.argv.slice(2)], {
    env: { DATABASE_URL: urls[0], [INTEGRATION_DATABASE_URLS]: JSON.stringify(urls), VITEST_MAX_WORKERS: String(LANES) },
  });
  code = schema || tests;
} finally {
  await Promise.all(clusters.map((cluster) => cluster.stop()));
}
process.exit(code);
