import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PgliteDatabase } from './pglite-database';
import { builtPglite, emptyPglite } from './pglite-images';
import { readRunSnapshot, saveRunEmptyImage, saveRunSnapshot } from './run-snapshot';
import { RUN_SNAPSHOT_DIR_VARIABLE } from './run-snapshot-variable.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'run-snapshot-'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** A database no migration could have made, so a backend that shows it read the snapshot. */
async function makeMarkedSnapshot(): Promise<Blob> {
  const pg = await emptyPglite();
  await pg.exec("create table public.made_by_the_run (note text); insert into public.made_by_the_run values ('first backend');");
  const blob = (await pg.dumpDataDir('none')) as Blob;
  await pg.close();
  return blob;
}

// Made once for the file: outside a run an empty database is initdb's work,
// seconds of it, and the tests only read the image (a Blob is never changed).
let marked: Promise<Blob> | undefined;
const markedSnapshot = (): Promise<Blob> => (marked ??= makeMarkedSnapshot());

const notes = (db: PgliteDatabase) => db.asOwner(async (tx) => (await tx.query<{ note: string }>('select note from public.made_by_the_run')).rows);

describe('the run snapshot', () => {
  it('is not read or written outside a run of npm test', async () => {
    vi.stubEnv(RUN_SNAPSHOT_DIR_VARIABLE, '');
    await saveRunSnapshot(new Blob(['ignored']));
    expect(readRunSnapshot()).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a later in-memory backend of the run starts from it', async () => {
    // Made before the run's folder is swapped for this test's, so it may start from the run's empty image.
    const marked = await markedSnapshot();
    vi.stubEnv(RUN_SNAPSHOT_DIR_VARIABLE, dir);
    await saveRunSnapshot(marked);
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^[0-9a-f]{16}\.tar$/)]);

    const db = await PgliteDatabase.open({ dataDir: null });
    try {
      expect(await notes(db)).toEqual([{ note: 'first backend' }]);
    } finally {
      await db.close();
    }
  });

  it("a database a test opens starts from the run's images: the built one, or the empty one", async () => {
    const marked = await markedSnapshot();
    vi.stubEnv(RUN_SNAPSHOT_DIR_VARIABLE, dir);
    await saveRunSnapshot(marked);
    await saveRunEmptyImage(marked);
    for (const open of [builtPglite, emptyPglite]) {
      const pg = await open();
      try {
        expect((await pg.query('select note from public.made_by_the_run')).rows, open.name).toEqual([{ note: 'first backend' }]);
      } finally {
        await pg.close();
      }
    }
  });
});
