// The migrated, seeded database one run of `npm test` builds once and every
// in-memory backend of that run starts from: the production build's backend,
// each part of the browser tests and the PGlite integration pass would
// otherwise each replay every migration. The folder belongs to the run
// (scripts/test.mjs makes it and deletes it), so a snapshot never outlives the
// files it was made from, nor the moment its seed's now() was taken.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUN_SNAPSHOT_DIR_VARIABLE } from './run-snapshot-variable.mjs';
import { schemaFiles } from './schema-files';

function snapshotPath(dir: string): string {
  // Keyed by the files' contents: one edited during the run makes a database of its own.
  const hash = createHash('sha256');
  for (const file of schemaFiles()) hash.update(readFileSync(file));
  return path.join(dir, `${hash.digest('hex').slice(0, 16)}.tar`);
}

/** This run's snapshot of the built database, if one was made; undefined outside a run. */
export function readRunSnapshot(): Blob | undefined {
  const dir = process.env[RUN_SNAPSHOT_DIR_VARIABLE];
  if (!dir) return undefined;
  const file = snapshotPath(dir);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Keeps the built database for the run's next backends (written whole, then renamed into place). */
export async function saveRunSnapshot(snapshot: Blob): Promise<void> {
  const dir = process.env[RUN_SNAPSHOT_DIR_VARIABLE];
  if (!dir || !existsSync(dir)) return;
  const file = snapshotPath(dir);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, file);
}
