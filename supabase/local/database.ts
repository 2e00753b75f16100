// Which database the local backend runs on: PGlite by default (nothing to
// install), a real PostgreSQL server when a URL is given (DATABASE_URL).
import type { Database } from './database-types';
import { PgliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';

export type { Database as LocalDatabase, Tx } from './database-types';
export { schemaFiles } from './schema-files';

export interface DatabaseOptions {
  /** PGlite's data folder; null keeps it in memory. Ignored with a databaseUrl. */
  dataDir: string | null;
  /** A PostgreSQL server's database to run on instead of PGlite. */
  databaseUrl?: string;
  /** Drop any existing data and rebuild from bootstrap, migrations and seed. */
  reset?: boolean;
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return PostgresDatabase.open(options.databaseUrl, { reset: options.reset });
  return PgliteDatabase.open({ dataDir: options.dataDir, reset: options.reset });
}
