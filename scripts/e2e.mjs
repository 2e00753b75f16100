// Browser tests: fresh local backends, the production build pointed at the first,
// scripts/serve-static.ts serving that build with the host's rules (_redirects, _headers),
// then Playwright driving Chromium (scripts/chromium-path.mjs).
//   node scripts/e2e.mjs [playwright args...]
//   node scripts/e2e.mjs --build-only        only the build the tests (and the bundle checks) read
// E2E_BACKEND_PORT / E2E_SITE_PORT move the stack; E2E_SKIP_BUILD=1 reuses the last build;
// E2E_BUILD_DIR and E2E_BUILD_BACKEND_PORT name a build made by another run (its folder, and
// the backend port its bundle names), so parts of the suite (Playwright's --shard) can share one;
// E2E_WORKERS sets how many Playwright workers run (one per core by default), each with a backend of its own on
// the ports after E2E_BACKEND_PORT (tests/e2e/env.ts routes the browser's calls there).
// Without a browser: a failure in CI; elsewhere the tests are skipped, saying why.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { browserStepPlan } from './browser-step-plan.mjs';
import { chromiumPath, NO_BROWSER_MESSAGE } from './chromium-path.mjs';
import { inCi, reportSkipped, run, startProcess, waitForHttp } from './process-utils.mjs';

const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54329);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4179);
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || availableParallelism());
const outDir = process.env.E2E_BUILD_DIR || `dist-e2e-${sitePort}`;
const buildBackendPort = Number(process.env.E2E_BUILD_BACKEND_PORT) || backendPort;
const buildBackendUrl = `http://127.0.0.1:${buildBackendPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const buildOnly = process.argv[2] === '--build-only';
const playwrightArgs = buildOnly ? [] : process.argv.slice(2);

const browser = buildOnly ? null : chromiumPath({ headlessShell: true });
const plan = browserStepPlan({ buildOnly, browserFound: Boolean(browser), ci: inCi() });
if (plan.action === 'fail') {
  console.error(`FAILED: browser tests cannot run. ${NO_BROWSER_MESSAGE}`);
  process.exit(1);
}
if (plan.action === 'skip') {
  console.warn(`SKIPPED browser tests: ${NO_BROWSER_MESSAGE}`);
  reportSkipped(`no browser: ${NO_BROWSER_MESSAGE}`);
  process.exit(0);
}

const children = [];
const stopAll = () => children.forEach((c) => c.stop());
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

/**
 * Fails when the port is taken: something else answering there (another run, a
 * developer's backend) would take this run's fixtures and then vanish or differ.
 */
function ensurePortFree(port, what) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} (${what}) is in use by another program; stop it, or move this run with E2E_BACKEND_PORT and E2E_SITE_PORT.`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** A fresh in-memory backend holding the rows the prerender must see (tests/e2e/build-fixtures.ts). */
async function startBackend(port) {
  const url = `http://127.0.0.1:${port}`;
  await ensurePortFree(port, 'a browser-test backend');
  // The jobs are the integration tests' to run: a retry firing mid-test would change what a page shows.
  // Its e-mails link to the site under test.
  const args = ['tsx', 'supabase/local/start.ts', '--port', String(port), '--memory', '--no-scheduled-jobs', '--site-url', siteUrl];
  // The bundle names the build's backend: links a worker's backend writes must name it too.
  if (url !== buildBackendUrl) args.push('--public-url', buildBackendUrl);
  const backend = startProcess(`backend ${port}`, 'npx', args, { quiet: true });
  children.push(backend);
  await waitForHttp(`${url}/auth/v1/settings`, { timeoutMs: 120_000, child: backend });
  if ((await run('npx', ['tsx', 'tests/e2e/build-fixtures.ts', url])) !== 0) throw new Error(`storing the build fixtures in ${url} failed`);
}

let code = 1;
try {
  const needBuild = buildOnly || process.env.E2E_SKIP_BUILD !== '1' || !existsSync(outDir);
  const backendCount = buildOnly ? 1 : workers;
  await Promise.all(Array.from({ length: backendCount }, (_, i) => startBackend(backendPort + i)));

  if (needBuild && buildBackendPort !== backendPort) throw new Error(`${outDir}: no build to share; make it first (node scripts/e2e.mjs --build-only)`);
  if (needBuild) {
    const env = { VITE_SUPABASE_URL: buildBackendUrl, VITE_GOOGLE_MAPS_API_KEY: 'e2e-test-key' };
    const built = await run('npx', ['tsx', 'scripts/prerender-build.ts', '--outDir', outDir, '--logLevel', 'warn'], { env });
    if (built !== 0) throw new Error('vite build failed');
  }

  if (buildOnly) {
    code = 0;
  } else {
    await ensurePortFree(sitePort, 'the browser-test site');
    const preview = startProcess('preview', 'npx', ['tsx', 'scripts/serve-static.ts', outDir, '--port', String(sitePort)], { quiet: true });
    children.push(preview);
    await waitForHttp(siteUrl, { child: preview });

    code = await run('npx', ['playwright', 'test', ...playwrightArgs], {
      env: {
        E2E_BACKEND_PORT: String(backendPort),
        E2E_BUILD_BACKEND_PORT: String(buildBackendPort),
        E2E_SITE_PORT: String(sitePort),
        E2E_WORKERS: String(workers),
        CHROMIUM_PATH: browser,
      },
    });
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
} finally {
  stopAll();
}
process.exit(code);
