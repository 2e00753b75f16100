// `npm run build`: the whole production build in one command.
//   1. vite build                   the browser bundle into <outDir>, with its chunk graph recorded
//   2. vite build --ssr             src/entry-server.tsx into node_modules/.cache (never deployed)
//   3. prerender                    one HTML file per public page, from the database the build targets
//   4. artwork templates            a PNG per board screen size, safe area marked (scripts/artwork-templates.ts)
//   5. _headers, _redirects         security headers with this build's Supabase origin; the host's rewrites and statuses
//
//   npx tsx scripts/prerender-build.ts [--outDir dist] [--logLevel info|warn|error] [--mode production]
//                                      [--deploy] [--allow-degraded]
// VITE_* variables come from the environment and .env files, as for Vite; which
// backend the build reads and targets is decided in scripts/build-backend.ts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadEnv, type LogLevel } from 'vite';
import { placeholderFacts } from '../src/config/site.ts';
import { writeArtworkTemplates } from './artwork-templates.ts';
import { BuildBackendError, resolveBuildBackend } from './build-backend.ts';
import { buildInfoDir, bundleReportPath, bundleReportPlugin } from './bundle-report.ts';
import { headersFile } from './prerender-headers.ts';
import { redirectsFile } from './prerender-redirects.ts';
import { prerenderSite } from './prerender.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const outDir = path.resolve(root, option('outDir', 'dist'));
const logLevel = option('logLevel', 'info') as LogLevel;
// --mode development gives React's development build, whose hydration warnings
// name every mismatch (the hydration check uses it); deploys use production.
const mode = option('mode', 'production');
const env = loadEnv(mode, root, 'VITE_');
const serverDir = path.join(buildInfoDir(outDir), 'server');

const started = Date.now();
const step = (what: string) => console.log(`\n[build] ${what}`);

let backend;
try {
  backend = await resolveBuildBackend(env, { deploy: process.argv.includes('--deploy'), allowDegraded: process.argv.includes('--allow-degraded') });
} catch (err) {
  if (!(err instanceof BuildBackendError)) throw err;
  console.error(`\n[build] FAILED: ${err.message}`);
  process.exit(1);
}
const supabaseUrl = backend.url;
// What the bundle and the prerender read (src/config/env.ts): set explicitly, so
// a production bundle never falls back to a development value.
process.env.VITE_SUPABASE_URL = backend.url;
process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
if (backend.local) {
  console.log(
    `\n[build] LOCAL BUILD: the site reads and talks to the local backend at ${backend.url}. ` +
      'For trying the site on this machine; a deploy sets VITE_SUPABASE_URL (the host runs `npm run build -- --deploy`).',
  );
}

step(`client bundle -> ${path.relative(root, outDir) || '.'}`);
await build({ root, mode, logLevel, build: { outDir, emptyOutDir: true }, plugins: [bundleReportPlugin(bundleReportPath(outDir))] });

step('server bundle for prerendering');
await build({
  root,
  mode,
  logLevel: logLevel === 'info' ? 'warn' : logLevel,
  build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false, minify: false },
  // One self-contained file: the prerender loads no package from node_modules
  // at run time, so what renders is exactly what the build resolved.
  ssr: { noExternal: true },
});

step(`prerendering public pages (data from ${supabaseUrl})`);
const { pages, warnings, redirects } = await prerenderSite({ outDir, serverEntry: path.join(serverDir, 'entry-server.js') });
for (const page of logLevel === 'info' ? pages : []) {
  const note = page.missing.length ? `   (no ${page.missing.join(', ')}: the page does not render <Seo> yet)` : '';
  console.log(`  ${page.path.padEnd(72)} ${page.file}${note}`);
}
const degraded = process.argv.includes('--allow-degraded');
if (warnings.length && !backend.local && !degraded) {
  console.error(`\n[build] FAILED: content missing from the prerendered pages:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
  await backend.close();
  process.exit(1);
}
if (warnings.length) {
  console.warn(
    `\n[prerender] WARNING: some content is not in the prerendered HTML (the browser still loads it):\n` +
      warnings.map((w) => `  - ${w}`).join('\n') +
      `\n  Check VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY (or start the local backend with \`npm run backend\`) and build again.`,
  );
}

step('artwork templates');
try {
  const templates = await writeArtworkTemplates({ outDir, url: backend.url, anonKey: backend.anonKey });
  console.log(`  ${templates.join('\n  ') || 'none: no active board states its pixels'}`);
} catch (err) {
  // The contact page would link to templates that are not there.
  if (!backend.local && !degraded) {
    console.error(`\n[build] FAILED: ${err instanceof Error ? err.message : String(err)}`);
    await backend.close();
    process.exit(1);
  }
  console.warn(`\n[build] WARNING: ${err instanceof Error ? err.message : String(err)}`);
}

writeFileSync(path.join(outDir, '_headers'), headersFile({ supabaseUrl, extraImgSrc: process.env.CSP_EXTRA_IMG_SRC }));
writeFileSync(path.join(outDir, '_redirects'), redirectsFile(redirects));
console.log(`\n[build] ${pages.length} pages prerendered, _headers and _redirects written, in ${((Date.now() - started) / 1000).toFixed(1)}s`);
if (placeholderFacts.length) {
  console.warn(
    `\n[build] WARNING: business facts still marked PLACEHOLDER in src/config/site.ts (replace them with the client's values):\n` +
      placeholderFacts.map((f) => `  - ${f.name}: ${f.value}`).join('\n'),
  );
}

await backend.close();
// The Supabase client and react-query may leave timers behind; the build is done.
process.exit(0);
