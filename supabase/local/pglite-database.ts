// The embedded database: PGlite (Postgres in WebAssembly), in memory or in a
// data folder. Nothing to install; one connection, so statements never overlap.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, RoleOptions, Tx } from './database-types';
import { emptyPglite } from './pglite-images';
import { appliedRecordFor, applyPendingMigrations, recordApplied } from './pending-migrations';
import { readRunSnapshot, saveRunSnapshot } from './run-snapshot';
import { migrationFiles, runSchemaFiles } from './schema-files';
import { captureSeed, restoreSeed, type SeedCopy } from './seed-copy';
import type { ApiRole } from './jwt';

async function create(dataDir: string | null, snapshot?: Blob): Promise<PGlite> {
  if (!dataDir && !snapshot) return emptyPglite();
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pgcrypto },
  });
}

async function build(pg: PGlite): Promise<void> {
  await runSchemaFiles((sql) => pg.exec(sql));
}

/**
 * One PGlite is a single connection, so every use goes through one queue: a
 * transaction never interleaves with another request's statements.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  private queue: Promise<unknown> = Promise.resolve();
  private snapshot: Blob | undefined;
  /** The seed's rows, read when the database was just built or loaded; what a reset puts back. */
  private seed: SeedCopy | null = null;

  private constructor(
    private pg: PGlite,
    private readonly dataDir: string | null,
  ) {}

  static async open(options: { dataDir: string | null; reset?: boolean }): Promise<PgliteDatabase> {
    const { dataDir } = options;
    if (dataDir && options.reset) rmSync(dataDir, { recursive: true, force: true });
    const fresh = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
    const built = dataDir ? undefined : readRunSnapshot();
    const pg = await create(dataDir, built);
    const db = new PgliteDatabase(pg, dataDir);
    if (built) {
      db.snapshot = built;
    } else if (fresh) {
      await build(pg);
      db.snapshot = (await pg.dumpDataDir('none')) as Blob;
      if (dataDir) recordApplied(appliedRecordFor(dataDir), migrationFiles());
      else await saveRunSnapshot(db.snapshot);
    } else if (dataDir) {
      const result = await applyPendingMigrations((sql) => pg.exec(sql), appliedRecordFor(dataDir), migrationFiles());
      if (result.kind === 'unknown') {
        console.warn(`The local database in ${dataDir} keeps no record of its migrations: if a page meets a missing table, run npm run db:reset.`);
      } else if (result.names.length > 0) {
        console.log(`Applied ${result.names.length} new migration(s) to the local database: ${result.names.join(', ')}`);
      }
    }
    if (built || fresh) db.seed = await db.asOwner(captureSeed);
    return db;
  }

  /** Runs fn alone on the connection. */
  private exclusive<T>(fn: (pg: PGlite) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => fn(this.pg));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** A transaction as the database owner (bypasses RLS): only for server-side bookkeeping. */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive((pg) => pg.transaction(fn));
  }

  /**
   * A transaction as an API role with the request's claims, so row-level
   * security decides. `before` runs first as the owner (catalog lookups).
   */
  asRole<T>(role: ApiRole, claims: Record<string, unknown>, options: RoleOptions, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.asOwner(async (tx) => {
      if (options.readOnly) await tx.query('set transaction read only');
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [role, JSON.stringify(claims)]);
      return fn(tx);
    });
  }

  /** Back to the state right after bootstrap, migrations and seed. */
  reset(): Promise<void> {
    const seed = this.seed;
    if (seed) return this.exclusive((pg) => pg.transaction((tx) => restoreSeed(tx, seed)));
    return this.exclusive(async (old) => {
      await old.close();
      if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
      if (this.snapshot) {
        this.pg = await create(this.dataDir, this.snapshot);
        return;
      }
      this.pg = await create(this.dataDir);
      await build(this.pg);
      this.snapshot = (await this.pg.dumpDataDir('none')) as Blob;
    });
  }

  close(): Promise<void> {
    return this.exclusive((pg) => pg.close());
  }
}
