// `deno check` of every edge function (supabase/functions/<name>/index.ts),
// each with its own deno.json (its import map), as the Supabase CLI deploys
// it; npm packages come from node_modules, so no network is needed.
import { existsSync, readdirSync } from 'node:fs';
import { run } from './process-utils.mjs';

const deno = 'node_modules/.bin/deno';
const functions = readdirSync('supabase/functions', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(`supabase/functions/${d.name}/index.ts`))
  .map((d) => d.name);

let failed = 0;
for (const name of functions) {
  const dir = `supabase/functions/${name}`;
  const code = await run(deno, ['check', '--config', `${dir}/deno.json`, '--node-modules-dir=manual', `${dir}/index.ts`]);
  if (code !== 0) failed += 1;
}
console.log(`deno check: ${functions.length - failed} passed, ${failed} failed (${functions.join(', ')})`);
process.exit(failed ? 1 : 0);
