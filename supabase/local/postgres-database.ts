// The local backend on a real PostgreSQL server (DATABASE_URL): the same
// bootstrap, migrations and seed, and a pool of connections, so requests run
// at the same time as they do on a hosted project and races can show.
//
// The schema is built once into a template database beside the one named in
// the URL, and copied into that database when it is made. A reset then puts the
// seed's rows back (seed-copy.ts); a database this backend did not make itself
// is reset by copying the template again. The URL's user must be able to create
// databases and switch to the API roles (a superuser, as on a throwaway test cluster).
import pg from 'pg';
import type { Database, RoleOptions, Tx } from './database-types';
import type { ApiRole } from './jwt';
import { runSchemaFiles } from './schema-files';
import { captureSeed, restoreSeed, type SeedCopy } from './seed-copy';

// Counts (int8) as numbers, as PGlite gives them; nothing the backend reads comes near 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const POOL_SIZE = 10;
// The pool's connections say they are the backend's, so a reset ends every other one and keeps these.
const APPLICATION_NAME = 'local-backend';

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function inTransaction<T>(client: pg.ClientBase, begin: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await client.query(begin);
  try {
    const result = await fn(client as unknown as Tx);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

export class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  private pool: pg.Pool;
  /** The seed's rows, read when this backend made the database; what a reset puts back. */
  private seed: SeedCopy | null = null;

  private constructor(
    private readonly url: string,
    private readonly name: string,
  ) {
    this.pool = PostgresDatabase.newPool(url);
  }

  private static newPool(url: string): pg.Pool {
    const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, application_name: APPLICATION_NAME });
    // An idle connection dropped by the server is not a reason to stop the backend.
    pool.on('error', () => undefined);
    return pool;
  }

  /** Opens the database of `url`, building it (and its template) when it does not exist yet or when asked to. */
  static async open(url: string, options: { reset?: boolean } = {}): Promise<PostgresDatabase> {
    const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
    if (!name || name === 'postgres') throw new Error('DATABASE_URL must name a database of its own (not postgres): the local backend drops and recreates it');
    const maintenance = withDatabase(url, 'postgres');
    const exists = await withClient(maintenance, async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
    const db = new PostgresDatabase(url, name);
    if (!exists || options.reset) {
      await PostgresDatabase.buildTemplate(maintenance, url, name);
      await PostgresDatabase.copyTemplate(maintenance, name);
      db.seed = await db.asOwner(captureSeed);
    }
    return db;
  }

  private static template(name: string): string {
    return `${name}_template`;
  }

  private static async buildTemplate(maintenance: string, url: string, name: string): Promise<void> {
    const template = PostgresDatabase.template(name);
    await withClient(maintenance, async (c) => {
      await c.query(`drop database if exists ${quoteIdent(template)} with (force)`);
      await c.query(`create database ${quoteIdent(template)}`);
    });
    await withClient(withDatabase(url, template), (c) => runSchemaFiles((sql) => c.query(sql)));
  }

  private static async copyTemplate(maintenance: string, name: string): Promise<void> {
    await withClient(maintenance, async (c) => {
      await c.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      await c.query(`create database ${quoteIdent(name)} template ${quoteIdent(PostgresDatabase.template(name))}`);
    });
  }

  async asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      return await inTransaction(client, 'begin', fn);
    } finally {
      client.release();
    }
  }

  async asRole<T>(role: ApiRole, claims: Record<string, unknown>, options: RoleOptions, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      return await inTransaction(client, options.readOnly ? 'begin read only' : 'begin', async (tx) => {
        await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [role, JSON.stringify(claims)]);
        return fn(tx);
      });
    } finally {
      client.release();
    }
  }

  async reset(): Promise<void> {
    const seed = this.seed;
    if (seed) {
      // The pool stays: a new connection starts with cold catalog caches, and warming ten of them
      // again after every reset cost more than the reset. What a test left connected itself (a
      // race's own connections) may still hold rows it locked, so those are ended; the server's
      // own workers (pg_cron's scheduler, autovacuum) are not a test's.
      await this.asOwner(async (tx) => {
        await tx.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid() and application_name is distinct from $1",
          [APPLICATION_NAME],
        );
        await restoreSeed(tx, seed);
      });
      return;
    }
    await this.pool.end();
    await PostgresDatabase.copyTemplate(withDatabase(this.url, 'postgres'), this.name);
    this.pool = PostgresDatabase.newPool(this.url);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
