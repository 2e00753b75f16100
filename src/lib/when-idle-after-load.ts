/**
 * Runs `task` once the page has loaded and the browser is idle: work that can
 * wait (fetching code the visitor may want next) stays out of the way of the
 * first paint, hydration and the visitor's first taps on a slow phone.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const run = () => {
    markIdleAfterLoad();
    task();
  };
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else run();
  };
  const afterLoad = () => setTimeout(idle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** The mark the benchmark reads: code fetched after it was deferred by design, not needed for the page to load. */
export const IDLE_AFTER_LOAD_MARK = 'idle-after-load';

function markIdleAfterLoad(): void {
  if (performance.getEntriesByName(IDLE_AFTER_LOAD_MARK, 'mark').length === 0) performance.mark(IDLE_AFTER_LOAD_MARK);
}
