import { captureEarlyInput } from './lib/hydration/early-input';
import { loadApp } from './app/load-app';
import { preloadPageModules } from './app/page-modules';
import './index.css';

// The entry only waits: a prerendered page is complete without JavaScript, so
// the browser paints it first, then the app loads and hydrates it
// (src/app/start.tsx). On a slow phone the page shows sooner, and the scripts
// do not compete with its stylesheet and hero image. A press on a button in
// the meantime is kept and played back once the app runs.

// After a deploy, an old page may ask for a chunk that no longer exists: reload once.
window.addEventListener('vite:preloadError', () => {
  const key = 'ldb:chunk-reload';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
});

const earlyInput = captureEarlyInput();

async function startApp(): Promise<void> {
  preloadPageModules();
  const { startApp: start } = await loadApp();
  await start();
  earlyInput.replay();
  // Every part of the page is live: for the browser tests, the benchmark and anyone debugging.
  document.documentElement.dataset.app = 'ready';
  performance.mark('app-ready');
}

// A frame callback runs just before the first paint; the task after it, just after.
// A hidden tab paints nothing and runs no frame callbacks: start at once.
if (document.visibilityState === 'hidden') void startApp();
else requestAnimationFrame(() => setTimeout(() => void startApp(), 0));
