// The migrated, seeded database one run of `npm test` builds once and every
// in-memory backend of that run starts from: the production build's backend,
// each part of the browser tests and the PGlite integration pass would
// otherwise each replay every migration. Beside it, the run keeps an empty
// database too (supabase/local/pglite-images.ts): PGlite makes one from
// nothing by running initdb, seconds of work each time. The folder belongs to
// the run (scripts/test.mjs makes it and deletes it), so a snapshot never
// outlives the files it was made from, nor the moment its seed's now() was taken.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUN_SNAPSHOT_DIR_VARIABLE } from './run-snapshot-variable.mjs';
import { schemaFiles } from './schema-files';

const EMPTY_IMAGE = 'empty.tar';

function snapshotName(): string {
  // Keyed by the files' contents: one edited during the run makes a database of its own.
  const hash = createHash('sha256');
  for (const file of schemaFiles()) hash.update(readFileSync(file));
  return `${hash.digest('hex').slice(0, 16)}.tar`;
}

function readImage(name: string): Blob | undefined {
  const dir = process.env[RUN_SNAPSHOT_DIR_VARIABLE];
  if (!dir) return undefined;
  const file = path.join(dir, name);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Whether this process belongs to a run of `npm test` that keeps images. */
export function runKeepsImages(): boolean {
  const dir = process.env[RUN_SNAPSHOT_DIR_VARIABLE];
  return Boolean(dir && existsSync(dir));
}

/** Written whole, then renamed into place: a reader never sees half an image. */
async function saveImage(name: string, image: Blob): Promise<void> {
  const dir = process.env[RUN_SNAPSHOT_DIR_VARIABLE];
  if (!dir || !runKeepsImages()) return;
  const file = path.join(dir, name);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
}

/** This run's snapshot of the built database, if one was made; undefined outside a run. */
export const readRunSnapshot = (): Blob | undefined => readImage(snapshotName());

/** Keeps the built database for the run's next backends. */
export const saveRunSnapshot = (snapshot: Blob): Promise<void> => saveImage(snapshotName(), snapshot);

/** This run's empty database (initdb's work, no schema), if one was made; undefined outside a run. */
export const readRunEmptyImage = (): Blob | undefined => readImage(EMPTY_IMAGE);

/** Keeps an empty database for the run's next ones. */
export const saveRunEmptyImage = (image: Blob): Promise<void> => saveImage(EMPTY_IMAGE, image);
