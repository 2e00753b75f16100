import { availableParallelism } from 'node:os';

// Ports of the browser-test stack, apart from the dev ones (5173, 54321) so
// tests never touch a developer's running site or data. Overridable so two
// runs can share a machine.
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54329);
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4179);
/**
 * Playwright workers, each with a backend of its own (scripts/e2e.mjs starts them): by default one
 * per core, since each keeps a browser and a backend busy; npm test gives the browser step its share.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || availableParallelism());
/**
 * The backend the site was built against: the bundle and the prerendered pages name this address.
 * Its port is this run's first backend's unless a run shares another's build (npm test's parts).
 */
export const E2E_BUILD_BACKEND_URL = `http://127.0.0.1:${Number(process.env.E2E_BUILD_BACKEND_PORT) || E2E_BACKEND_PORT}`;
/**
 * This worker's own backend, the next ports up: tests that reset or fill the database
 * never see another worker's rows. fixtures.ts routes the browser's calls to the
 * build's address here.
 */
export const E2E_BACKEND_URL = `http://127.0.0.1:${E2E_BACKEND_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`;
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_SITE_PORT}`;

/** A URL the backend wrote (it names the build's address), as this worker reaches it from Node. */
export const onWorkerBackend = (url: string): string =>
  url.startsWith(E2E_BUILD_BACKEND_URL) ? E2E_BACKEND_URL + url.slice(E2E_BUILD_BACKEND_URL.length) : url;
