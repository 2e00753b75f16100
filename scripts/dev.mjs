// `npm run dev`: the local Supabase-compatible backend and the Vite dev server together.
import { startProcess, waitForHttp } from './process-utils.mjs';

const backend = startProcess('backend', 'npx', ['tsx', 'supabase/local/start.ts']);
const stop = () => {
  backend.stop();
  vite?.stop();
};
let vite;
process.on('SIGINT', () => {
  stop();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stop();
  process.exit(0);
});
backend.on('exit', (code) => {
  if (!backend.stopping) {
    console.error(`The local backend stopped (${code}). Is port 54321 already in use?`);
    stop();
    process.exit(1);
  }
});

await waitForHttp('http://127.0.0.1:54321/auth/v1/settings', { timeoutMs: 180_000, child: backend });
vite = startProcess('vite', 'npx', ['vite']);
vite.on('exit', (code) => {
  if (!vite.stopping) {
    stop();
    process.exit(code ?? 1);
  }
});
