import { captureEarlyInput } from './lib/hydration/early-input';
import { loadApp } from './app/load-app';
import { preloadPageModules } from './app/page-modules';
import { whenPagePainted } from './app/when-page-painted';
import './index.css';

// The entry only waits: a prerendered page is complete without JavaScript, so
// the browser paints it and its hero image first, then the app loads and
// hydrates it (src/app/start.tsx). On a slow phone the page shows sooner, and
// the scripts do not compete with its stylesheet and hero image. A press on a
// button in the meantime is kept and played back once the app runs.

// After a deploy, an old page may ask for a chunk that no longer exists: reload once.
window.addEventListener('vite:preloadError', () => {
  const key = 'ldb:chunk-reload';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
});

const earlyInput = captureEarlyInput();

async function startApp(): Promise<void> {
  await preloadPageModules();
  const { startApp: start } = await loadApp();
  await start();
  earlyInput.replay();
  // Every part of the page is live: for the browser tests, the benchmark and anyone debugging.
  document.documentElement.dataset.app = 'ready';
  performance.mark('app-ready');
}

// The SPA fallback (an empty root) has nothing to paint, and a hidden tab paints
// nothing: start at once.
const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
if (!prerendered || document.visibilityState === 'hidden') void startApp();
else void whenPagePainted().then(startApp);
