// The variable naming the folder where one run of `npm test` keeps its built
// database (supabase/local/run-snapshot.ts); plain JavaScript so that
// scripts/test.mjs, which sets it, can read it too.
export const RUN_SNAPSHOT_DIR_VARIABLE = 'LOCAL_BACKEND_SNAPSHOT_DIR';
