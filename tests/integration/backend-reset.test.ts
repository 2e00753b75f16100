// A reset must leave the database as the seed left it, whatever a test changed: every table's
// rows and every sequence, with triggers working again afterwards. Every journey and most
// integration files rely on it, on PGlite and on a real PostgreSQL alike.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type LocalDatabase, type Tx } from '../../supabase/local/database';
import { captureSeed } from '../../supabase/local/seed-copy';

const serverUrl = process.env.DATABASE_URL?.trim();
const name = `reset_check_${randomUUID().replace(/-/g, '')}`;
const ownUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString() : undefined;

let db: LocalDatabase;

beforeAll(async () => {
  db = await openDatabase({ dataDir: null, databaseUrl: ownUrl, reset: true });
});

afterAll(async () => {
  await db?.close();
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const database of [name, `${name}_template`]) await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

/** Changes every table and sequence: rows deleted, rows changed, sequences moved on. */
async function changeEverything(tx: Tx): Promise<void> {
  const { tables, sequences } = await captureSeed(tx);
  await tx.query("update public.billboard_locations set name = name || ' (renamed)'");
  await tx.query('set local session_replication_role = replica');
  for (const table of tables) await tx.query(`delete from ${table.name}`);
  for (const sequence of sequences) await tx.query('select nextval($1::regclass)', [sequence.name]);
}

describe('a reset of the local backend', () => {
  it('puts back every row of every table and where every sequence stood', async () => {
    const seed = await db.asOwner(captureSeed);
    expect(seed.tables.find((t) => t.name === 'public.billboard_locations')?.rows.length).toBeGreaterThan(0);
    expect(seed.tables.some((t) => t.name === 'auth.users')).toBe(true);

    await db.asOwner(changeEverything);
    const changed = await db.asOwner(captureSeed);
    expect(changed).not.toEqual(seed);

    await db.reset();
    expect(await db.asOwner(captureSeed)).toEqual(seed);
  });

  it('rewrites only the tables a test changed, and those that point at them', async () => {
    await db.reset();
    const seed = await db.asOwner(captureSeed);
    const filenodes = () =>
      db.asOwner(async (tx) => {
        const { rows } = await tx.query<{ name: string; filenode: string }>(
          'select t.name, pg_relation_filenode(t.name::regclass)::text as filenode from unnest($1::text[]) as t(name)',
          [seed.tables.map((t) => t.name)],
        );
        return new Map(rows.map((r) => [r.name, r.filenode]));
      });
    const before = await filenodes();
    const boards = seed.tables.find((t) => t.name === 'public.billboard_locations')!;
    const pointing = boards.referencedBy.filter((name) => seed.tables.find((t) => t.name === name)!.rows.length > 0);
    expect(pointing.length).toBeGreaterThan(0);

    await db.asOwner((tx) => tx.query("update public.billboard_locations set name = name || ' (renamed)'"));
    await db.reset();

    expect(await db.asOwner(captureSeed)).toEqual(seed);
    const after = await filenodes();
    const rewritten = [...before.keys()].filter((name) => before.get(name) !== after.get(name));
    expect(rewritten).toContain('public.billboard_locations');
    for (const name of pointing) expect(rewritten).toContain(name);
    expect(rewritten).not.toContain('public.blog_posts');
  });

  it('leaves triggers and foreign keys working after it', async () => {
    await db.reset();
    const role = await db.asOwner((tx) => tx.query<{ role: string }>("select current_setting('session_replication_role') as role"));
    expect(role.rows[0]?.role).toBe('origin');
    await expect(db.asOwner((tx) => tx.query("insert into private.admins (user_id) values ('00000000-0000-0000-0000-000000000000')"))).rejects.toThrow(
      /foreign key/,
    );
  });
});
