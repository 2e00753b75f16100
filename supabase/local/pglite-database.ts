import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { ApiRole } from './jwt';

const here = path.dirname(fileURLToPath(import.meta.url));
const supabaseDir = path.resolve(here, '..');

export type Tx = Transaction;

export interface DatabaseOptions {
  /** null keeps the database in memory. */
  dataDir: string | null;
  /** Drop any existing data and rebuild from bootstrap, migrations and seed. */
  reset?: boolean;
}

/** Every SQL file that builds the database, in the order it runs. */
export function schemaFiles(): string[] {
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
  if (existsSync(seed)) files.push(seed);
  return files;
}

async function create(dataDir: string | null, snapshot?: Blob): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pgcrypto },
  });
}

async function build(pg: PGlite): Promise<void> {
  for (const file of schemaFiles()) {
    try {
      await pg.exec(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`${path.relative(process.cwd(), file)}: ${(err as Error).message}`, { cause: err });
    }
  }
}

/**
 * One PGlite is a single connection, so every use goes through one queue: a
 * transaction never interleaves with another request's statements.
 */
export class LocalDatabase {
  private queue: Promise<unknown> = Promise.resolve();
  private snapshot: Blob | undefined;

  private constructor(
    private pg: PGlite,
    private readonly dataDir: string | null,
  ) {}

  static async open(options: DatabaseOptions): Promise<LocalDatabase> {
    const { dataDir } = options;
    if (dataDir && options.reset) rmSync(dataDir, { recursive: true, force: true });
    const fresh = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
    const pg = await create(dataDir);
    const db = new LocalDatabase(pg, dataDir);
    if (fresh) {
      await build(pg);
      db.snapshot = (await pg.dumpDataDir('none')) as Blob;
    }
    return db;
  }

  /** Runs fn alone on the connection. */
  exclusive<T>(fn: (pg: PGlite) => Promise<T>): Promise<T> {
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
  asRole<T>(role: ApiRole, claims: Record<string, unknown>, options: { readOnly: boolean }, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.asOwner(async (tx) => {
      if (options.readOnly) await tx.query('set transaction read only');
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [role, JSON.stringify(claims)]);
      return fn(tx);
    });
  }

  /** Back to the state right after bootstrap, migrations and seed. */
  reset(): Promise<void> {
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
