/**
 * Runs `task` once the page has loaded and the browser is idle: work that can
 * wait (fetching code the visitor may want next) stays out of the way of the
 * first paint, hydration and the visitor's first taps on a slow phone.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
    else task();
  };
  const afterLoad = () => setTimeout(idle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
