/**
 * Runs `task` once the page has loaded and the browser is idle, a few seconds
 * in: work that can wait (refreshing prerendered data) stays out of the way of
 * the first paint, hydration and the visitor's first taps on a slow phone.
 */
export function whenIdleAfterLoad(task: () => void, settleMs = 3000): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
    else task();
  };
  const afterLoad = () => setTimeout(idle, settleMs);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
