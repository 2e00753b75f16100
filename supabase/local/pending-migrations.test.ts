import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyPendingMigrations, recordApplied } from './pending-migrations';
import { emptyPglite } from './pglite-images';

// One database for the file: starting PGlite is most of these tests' work, and
// each test starts from an empty public schema instead.
let pg: PGlite;
beforeAll(async () => {
  pg = await emptyPglite();
});
afterAll(async () => {
  await pg.close();
});
beforeEach(async () => {
  await pg.exec('drop schema public cascade; create schema public;');
});

function migrations(dir: string) {
  const first = path.join(dir, '20260101000000_first.sql');
  const second = path.join(dir, '20260102000000_second.sql');
  writeFileSync(first, 'create table public.first_thing (id integer);');
  writeFileSync(second, 'create table public.second_thing (id integer);');
  return { first, second };
}

describe('applyPendingMigrations', () => {
  it('runs only the migrations the record does not name, in order, and records them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pending-'));
    const { first, second } = migrations(dir);
    await pg.exec(readFileSync(first, 'utf8'));
    const record = path.join(dir, 'db.migrations.json');
    recordApplied(record, [first]);

    expect(await applyPendingMigrations((sql) => pg.exec(sql), record, [first, second])).toEqual({ kind: 'applied', names: ['20260102000000_second.sql'] });
    const { rows } = await pg.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1");
    expect(rows.map((r) => r.name)).toEqual(['first_thing', 'second_thing']);
    expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual(['20260101000000_first.sql', '20260102000000_second.sql']);

    // Nothing left to run the next time.
    expect(await applyPendingMigrations((sql) => pg.exec(sql), record, [first, second])).toEqual({ kind: 'applied', names: [] });
  });

  it('runs nothing for a folder built before records were kept, and says it cannot tell', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pending-'));
    const { first, second } = migrations(dir);
    expect(await applyPendingMigrations((sql) => pg.exec(sql), path.join(dir, 'none.json'), [first, second])).toEqual({ kind: 'unknown' });
    const { rows } = await pg.query("select 1 from pg_tables where schemaname = 'public'");
    expect(rows).toEqual([]);
  });

  it('names the file that failed and keeps it out of the record', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pending-'));
    const { first } = migrations(dir);
    const broken = path.join(dir, '20260103000000_broken.sql');
    writeFileSync(broken, 'create tabel nonsense;');
    const record = path.join(dir, 'db.migrations.json');
    recordApplied(record, []);
    await expect(applyPendingMigrations((sql) => pg.exec(sql), record, [first, broken])).rejects.toThrow(/20260103000000_broken\.sql/);
    expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual(['20260101000000_first.sql']);
  });
});
