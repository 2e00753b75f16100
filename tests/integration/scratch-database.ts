// A database of a test's own, built from the schema files it chooses: an
// in-memory PGlite, or on the real PostgreSQL pass a new database on the
// DATABASE_URL server (dropped on close). For tests that must see a schema
// at an earlier migration, or write what the API cannot (a booking that
// started in the past).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { builtPglite, emptyPglite } from '../../supabase/local/pglite-images';
import { schemaFiles } from '../../supabase/local/schema-files';

export interface ScratchDatabase {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** On a real server, where another connection reaches the same database (for work that must really run at once). */
  url?: string;
}

/** The bootstrap and the migrations whose file name passes `include` (no seed). */
export function migrationFiles(include: (name: string) => boolean = () => true): string[] {
  return schemaFiles({ seed: false }).filter((file, i) => i === 0 || include(path.basename(file)));
}

export async function runFiles(db: ScratchDatabase, files: readonly string[]): Promise<void> {
  for (const file of files) {
    try {
      await db.exec(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`${path.basename(file)}: ${(err as Error).message}`, { cause: err });
    }
  }
}

export async function openScratchDatabase(): Promise<ScratchDatabase> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) {
    const db = await emptyPglite();
    return {
      exec: async (sql) => void (await db.exec(sql)),
      query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
      close: () => db.close(),
    };
  }
  const name = `scratch_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    url: target.toString(),
    exec: async (sql) => void (await client.query(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A database as the catalog tests read it: PGlite's and node-postgres's query both fit. */
export interface SeededDatabase {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
  /** On a real server, where another connection to the same database reaches it (for work that must really run at once). */
  url?: string;
}

/**
 * A fresh database of the whole schema and seed, for tests that read the catalog or call a
 * database function directly. On the real PostgreSQL pass it is a copy of the template the
 * local backend built from the same files (the server copies it in a moment); on PGlite,
 * one from the run's image of the built database, or built from the files.
 */
export async function openSeededDatabase(): Promise<SeededDatabase> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return builtPglite();
  const template = `${decodeURIComponent(new URL(url).pathname.slice(1))}_template`;
  const name = `seeded_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template "${template.replace(/"/g, '""')}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    url: target.toString(),
    query: <T>(sql: string, params?: unknown[]) => client.query(sql, params) as unknown as Promise<{ rows: T[] }>,
    exec: (sql) => client.query(sql),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
