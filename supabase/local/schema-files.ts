import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const supabaseDir = path.resolve(here, '..');

/**
 * Every SQL file that builds the database, in the order it runs: what a hosted
 * project already has (bootstrap.sql), the migrations, and the seed unless left out.
 */
export function schemaFiles(options: { seed?: boolean } = {}): string[] {
  const files = [path.join(here, 'bootstrap.sql')];
  const migrations = path.join(supabaseDir, 'migrations');
  if (existsSync(migrations)) {
    for (const name of readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      files.push(path.join(migrations, name));
    }
  }
  const seed = path.join(supabaseDir, 'seed.sql');
  if (options.seed !== false && existsSync(seed)) files.push(seed);
  return files;
}

/** The migrations alone, in the order they run. */
export function migrationFiles(): string[] {
  return schemaFiles({ seed: false }).slice(1);
}

/** Runs each schema file as one script; a failure names the file. */
export async function runSchemaFiles(exec: (sql: string) => Promise<unknown>, options: { seed?: boolean } = {}): Promise<void> {
  for (const file of schemaFiles(options)) {
    try {
      await exec(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`${path.relative(process.cwd(), file)}: ${(err as Error).message}`, { cause: err });
    }
  }
}
