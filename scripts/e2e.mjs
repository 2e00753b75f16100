// Browser tests: a fresh local backend, the production build pointed at it,
// the static preview server, then Playwright driving Debian's Chromium.
//   node scripts/e2e.mjs [playwright args...]
// E2E_BACKEND_PORT / E2E_SITE_PORT move the stack; E2E_SKIP_BUILD=1 reuses the last build.
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';
import { run, startProcess, waitForHttp } from './process-utils.mjs';

const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54329);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4179);
const outDir = `dist-e2e-${sitePort}`;
const backendUrl = `http://127.0.0.1:${backendPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;

const browser = chromiumPath();
if (!browser) {
  const msg =
    'No Chromium found at /usr/bin/chromium or $CHROMIUM_PATH: browser tests cannot run. Install it with `apt-get install chromium` or set CHROMIUM_PATH.';
  if (process.env.CI) {
    console.error(`FAILED: ${msg}`);
    process.exit(1);
  }
  console.warn(`SKIPPED browser tests. ${msg}`);
  process.exit(0);
}

const children = [];
const stopAll = () => children.forEach((c) => c.stop());
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

let code = 1;
try {
  const backend = startProcess('backend', 'npx', ['tsx', 'supabase/local/start.ts', '--port', String(backendPort), '--memory'], { quiet: true });
  children.push(backend);
  await waitForHttp(`${backendUrl}/auth/v1/settings`, { timeoutMs: 120_000, child: backend });

  const env = {
    VITE_SUPABASE_URL: backendUrl,
    VITE_GOOGLE_MAPS_API_KEY: 'e2e-test-key',
  };
  // Rows the prerender must see (tests/e2e/build-fixtures.ts).
  if ((await run('npx', ['tsx', 'tests/e2e/build-fixtures.ts', backendUrl])) !== 0) throw new Error('storing the build fixtures failed');
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(outDir)) {
    const built = await run('npx', ['tsx', 'scripts/prerender-build.ts', '--outDir', outDir, '--logLevel', 'warn'], { env });
    if (built !== 0) throw new Error('vite build failed');
  }

  const preview = startProcess('preview', 'npx', ['vite', 'preview', '--outDir', outDir, '--port', String(sitePort), '--strictPort'], { quiet: true });
  children.push(preview);
  await waitForHttp(siteUrl, { child: preview });

  code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env: { E2E_BACKEND_PORT: String(backendPort), E2E_SITE_PORT: String(sitePort), CHROMIUM_PATH: browser },
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
} finally {
  stopAll();
}
process.exit(code);
