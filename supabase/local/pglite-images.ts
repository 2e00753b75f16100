// A PGlite started from nothing runs initdb in WebAssembly, which is most of
// the work of opening one; started from an image of a data folder it only
// unpacks it. Within one run of `npm test` the first empty database and the
// built one are kept as images (supabase/local/run-snapshot.ts), so the tests
// that open a database of their own start from those. Outside a run each is
// made from nothing, as before.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { readRunEmptyImage, readRunSnapshot, runKeepsImages, saveRunEmptyImage } from './run-snapshot';
import { runSchemaFiles } from './schema-files';

const extensions = { pgcrypto };

/** An in-memory PGlite with nothing in it yet (initdb's database). */
export async function emptyPglite(): Promise<PGlite> {
  const image = readRunEmptyImage();
  if (image) return PGlite.create({ loadDataDir: image, extensions });
  const pg = await PGlite.create({ extensions });
  if (runKeepsImages()) await saveRunEmptyImage((await pg.dumpDataDir('none')) as Blob);
  return pg;
}

/** An in-memory PGlite with the bootstrap, every migration and the seed: the run's snapshot when there is one. */
export async function builtPglite(): Promise<PGlite> {
  const image = readRunSnapshot();
  if (image) return PGlite.create({ loadDataDir: image, extensions });
  const pg = await emptyPglite();
  await runSchemaFiles((sql) => pg.exec(sql));
  return pg;
}
