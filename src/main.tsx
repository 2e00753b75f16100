import { afterPagePainted } from './app/after-page-painted';
import { captureEarlyInput } from './lib/hydration/early-input';
import { requestPageModules } from './app/page-modules';
import { startIntlWarmup } from './lib/intl-warmup/start-intl-warmup';
import './index.css';

// After a deploy, an old page may ask for a chunk that no longer exists: reload once.
window.addEventListener('vite:preloadError', () => {
  const key = 'ldb:chunk-reload';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
});

// A prerendered page is complete without JavaScript: the browser paints it and
// its hero first, then the app loads (Vite preloads its modules with it) and
// hydrates. A press the app must answer made in between is kept and played
// back once React runs (the phone menu is a popover: the browser opens it).
const earlyInput = captureEarlyInput();
// On another thread, while the page paints and its modules download: the app
// formats prices and dates as it starts.
startIntlWarmup();
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start(): Promise<void> {
  requestPageModules();
  // Evaluating react-dom, evaluating the app and starting React are each a
  // task of their own: together they are one task long enough on a phone to
  // hold up a tap. React then hydrates in slices (start.tsx).
  await import('./app/react-client');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  // Played back in a task of its own, outside React's commit: React hydrates the
  // part a press lands on at once only when no render of its own is under way.
  startApp(() => setTimeout(() => earlyInput.replay()));
}

// The SPA fallback (an empty root) has nothing to paint, and a hidden tab paints nothing: start at once.
const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
void (prerendered && document.visibilityState === 'visible' ? afterPagePainted().then(start) : start());
