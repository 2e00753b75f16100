// The integration suite again, on a real PostgreSQL server: a throwaway
// cluster (scripts/postgres-cluster.mjs), the local backend on it through
// DATABASE_URL, a pool of connections, so requests really run at once and the
// race tests can fail. Without a PostgreSQL server it says it skipped this
// pass; in CI (CI=true) a missing server is a failure. It checks first that
// supabase/schema.sql is what the migrations make (npm run db:schema).
//   node scripts/integration-postgres.mjs [vitest args...]
import { findPostgresBin, startThrowawayPostgres } from './postgres-cluster.mjs';
import { inCi, reportSkipped, run } from './process-utils.mjs';

// What does not touch the database engine runs once, on the PGlite pass: the build's choice of
// backend spawns a build and starts a backend on the usual port, the same on both engines.
const ENGINE_INDEPENDENT = ['tests/integration/build.test.ts'];

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

const cluster = await startThrowawayPostgres({ bin });
console.log(`Throwaway PostgreSQL on 127.0.0.1:${cluster.port} (${bin})`);
let code = 1;
try {
  // supabase/schema.sql is pg_dump's; its staleness check needs a server, so it runs on this one.
  const schema = await run('npx', ['tsx', 'scripts/db-schema.ts', '--check', '--server-url', cluster.url]);
  const exclude = ENGINE_INDEPENDENT.flatMap((file) => ['--exclude', file]);
  const tests = await run('npx', ['vitest', 'run', '--project', 'integration', ...exclude, ...process.argv.slice(2)], { env: { DATABASE_URL: cluster.url } });
  code = schema || tests;
} finally {
  await cluster.stop();
}
process.exit(code);
