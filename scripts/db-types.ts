// npm run db:types: writes src/types/database.ts from the migrations.
// --check only compares, and fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes, root } from './db-types/generate';

const generated = await generateDatabaseTypes();
const target = path.relative(root, DATABASE_TYPES_FILE);
if (process.argv.includes('--check')) {
  const committed = readFileSync(DATABASE_TYPES_FILE, 'utf8');
  if (committed !== generated) {
    console.error(`${target} is out of date with supabase/migrations: run npm run db:types`);
    process.exit(1);
  }
  console.log(`${target} matches the migrations`);
} else {
  writeFileSync(DATABASE_TYPES_FILE, generated);
  console.log(`wrote ${target}`);
}
