// Browser tests: a fresh local backend, the production build pointed at it,
// scripts/serve-static.ts serving that build with the host's rules (_redirects, _headers),
// then Playwright driving Chromium (scripts/chromium-path.mjs).
//   node scripts/e2e.mjs [playwright args...]
// E2E_BACKEND_PORT / E2E_SITE_PORT move the stack; E2E_SKIP_BUILD=1 reuses the last build.
// Without a browser: a failure in CI; elsewhere the tests are skipped, saying
// why, and with E2E_BUILD_WITHOUT_BROWSER=1 (npm test sets it) the build is
// still made, because the bundle-budget step reads it.
import { existsSync } from 'node:fs';
import { chromiumPath, NO_BROWSER_MESSAGE } from './chromium-path.mjs';
import { inCi, reportSkipped, run, startProcess, waitForHttp } from './process-utils.mjs';

const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54329);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4179);
const outDir = `dist-e2e-${sitePort}`;
const backendUrl = `http://127.0.0.1:${backendPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;

const browser = chromiumPath();
if (!browser) {
  if (inCi()) {
    console.error(`FAILED: browser tests cannot run. ${NO_BROWSER_MESSAGE}`);
    process.exit(1);
  }
  console.warn(`SKIPPED browser tests: ${NO_BROWSER_MESSAGE}`);
  reportSkipped(`no browser: ${NO_BROWSER_MESSAGE}`);
  if (process.env.E2E_BUILD_WITHOUT_BROWSER !== '1') process.exit(0);
  console.warn(`Building the site into ${outDir} all the same, for the checks that read the build.`);
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

  if (!browser) {
    code = 0;
  } else {
    const preview = startProcess('preview', 'npx', ['tsx', 'scripts/serve-static.ts', outDir, '--port', String(sitePort)], { quiet: true });
    children.push(preview);
    await waitForHttp(siteUrl, { child: preview });

    code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      env: { E2E_BACKEND_PORT: String(backendPort), E2E_SITE_PORT: String(sitePort), CHROMIUM_PATH: browser },
    });
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
} finally {
  stopAll();
}
process.exit(code);
