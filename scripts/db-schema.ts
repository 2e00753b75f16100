// npm run db:schema: writes supabase/schema.sql from the migrations, on a
// throwaway PostgreSQL cluster (scripts/postgres-cluster.mjs).
//   --check                 only compares, and fails when the committed file is stale
//   --server-url URL        use a running server (a superuser's URL) instead of a throwaway cluster
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBin, startThrowawayPostgres } from './postgres-cluster.mjs';
import { generateSchemaDump, pgDumpMajor, root, SCHEMA_DUMP_MAJOR, SCHEMA_FILE } from './db-schema/generate';

const check = process.argv.includes('--check');
const at = process.argv.indexOf('--server-url');
const serverUrl = at >= 0 ? process.argv[at + 1] : undefined;
const target = path.relative(root, SCHEMA_FILE);

const bin = findPostgresBin();
if (!bin) {
  console.error(`${target} is written by PostgreSQL's pg_dump: install PostgreSQL ${SCHEMA_DUMP_MAJOR} (apt-get install postgresql) or set POSTGRES_BIN`);
  process.exit(1);
}
const major = pgDumpMajor(bin);
if (major !== SCHEMA_DUMP_MAJOR) {
  // Another major version's pg_dump writes the same schema differently: comparing would fail on form alone.
  console.error(
    `${target} is written by pg_dump ${SCHEMA_DUMP_MAJOR} (hosted Supabase's version); ${bin} has ${major}: set POSTGRES_BIN to a PostgreSQL ${SCHEMA_DUMP_MAJOR}`,
  );
  process.exit(check && !process.env.CI ? 0 : 1);
}

const cluster = serverUrl ? null : await startThrowawayPostgres({ bin, database: 'postgres' });
let code = 0;
try {
  const generated = await generateSchemaDump(serverUrl ?? cluster!.url, bin);
  if (check) {
    if (readFileSync(SCHEMA_FILE, 'utf8') !== generated) {
      console.error(`${target} is out of date with supabase/migrations: run npm run db:schema`);
      code = 1;
    } else {
      console.log(`${target} matches the migrations`);
    }
  } else {
    writeFileSync(SCHEMA_FILE, generated);
    console.log(`wrote ${target}`);
  }
} finally {
  await cluster?.stop();
}
process.exit(code);
