// A local database kept in a data folder was built from the migrations of its
// day. After a pull brings new ones, `npm run dev` applies those it has not
// run yet, in order, so the site never meets tables that do not exist; the
// names it has run are kept in a file beside the folder. The seed is not run
// again: the folder keeps what the developer made.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the names of a data folder's applied migrations are kept. */
export const appliedRecordFor = (dataDir: string) => `${dataDir}.migrations.json`;

export function recordApplied(recordFile: string, migrationFiles: string[]): void {
  writeFileSync(
    recordFile,
    `${JSON.stringify(
      migrationFiles.map((file) => path.basename(file)),
      null,
      2,
    )}\n`,
  );
}

export type PendingResult = { kind: 'applied'; names: string[] } | { kind: 'unknown' };

/**
 * Runs the migrations the record does not name, each as one script, and adds
 * them to the record. Without a record (a folder built before records were
 * kept) nothing can be told apart, so nothing runs and the caller says so.
 */
export async function applyPendingMigrations(exec: (sql: string) => Promise<unknown>, recordFile: string, migrationFiles: string[]): Promise<PendingResult> {
  if (!existsSync(recordFile)) return { kind: 'unknown' };
  const applied = new Set(JSON.parse(readFileSync(recordFile, 'utf8')) as string[]);
  const pending = migrationFiles.filter((file) => !applied.has(path.basename(file)));
  for (const file of pending) {
    try {
      await exec(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`${path.relative(process.cwd(), file)}: ${(err as Error).message}`, { cause: err });
    }
    applied.add(path.basename(file));
    writeFileSync(recordFile, `${JSON.stringify([...applied].sort(), null, 2)}\n`);
  }
  return { kind: 'applied', names: pending.map((file) => path.basename(file)) };
}
