// Ports of the browser-test stack, apart from the dev ones (5173, 54321) so
// tests never touch a developer's running site or data. Overridable so two
// runs can share a machine.
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54329);
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4179);
export const E2E_BACKEND_URL = `http://127.0.0.1:${E2E_BACKEND_PORT}`;
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_SITE_PORT}`;
