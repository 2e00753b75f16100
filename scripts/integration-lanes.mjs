// The variable naming each lane's database server for the integration tests
// (tests/integration/global-setup.ts), a JSON list; plain JavaScript so that
// scripts/integration-postgres.mjs, which sets it, can read it too.
export const INTEGRATION_DATABASE_URLS = 'INTEGRATION_DATABASE_URLS';

/** How many lanes the environment asks for: one per server it names, else one. */
export function integrationLanes(env = process.env) {
  const urls = env[INTEGRATION_DATABASE_URLS];
  return urls ? Math.max(1, JSON.parse(urls).length) : 1;
}
