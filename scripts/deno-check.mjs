// `deno check` of every edge function (supabase/functions/<name>/index.ts),
// each with its own deno.json (its import map), as the Supabase CLI deploys
// it; npm packages come from node_modules, so no network is needed. Functions
// whose deno.json are the same are checked in one run: their shared modules
// are then type-checked once, not once a function.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { run } from './process-utils.mjs';

const deno = 'node_modules/.bin/deno';
const functions = readdirSync('supabase/functions', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(`supabase/functions/${d.name}/index.ts`))
  .map((d) => d.name);

/** The functions by the text of their deno.json. */
const groups = new Map();
for (const name of functions) {
  const config = readFileSync(`supabase/functions/${name}/deno.json`, 'utf8');
  groups.set(config, [...(groups.get(config) ?? []), name]);
}

let failedRuns = 0;
for (const names of groups.values()) {
  const config = `supabase/functions/${names[0]}/deno.json`;
  const code = await run(deno, ['check', '--config', config, '--node-modules-dir=manual', ...names.map((name) => `supabase/functions/${name}/index.ts`)]);
  if (code !== 0) {
    failedRuns += 1;
    console.error(`deno check failed for one of: ${names.join(', ')} (see above)`);
  }
}
console.log(`deno check: ${functions.length} functions in ${groups.size} runs (one per import map), ${failedRuns} failed`);
process.exit(failedRuns ? 1 : 0);
