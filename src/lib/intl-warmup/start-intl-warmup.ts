import warmupSource from './intl-warmup.worker.js?raw';

/**
 * The first Intl call a page makes loads the platform's locale data, a
 * one-time cost that on a phone is as long as any task the page runs. Chromium
 * keeps that data for the whole renderer process, so a worker that pays it on
 * another thread (./intl-warmup.worker.js: a price and a date, then it closes)
 * leaves the page's own first price or date immediate; elsewhere it costs the
 * page nothing. The entry carries the worker's few lines and starts it from a
 * blob (the Content-Security-Policy's worker-src allows blob:): no request of
 * its own, so it runs while the page paints, at no cost to the paint.
 * Best effort: where a worker cannot start, the page pays the cost itself.
 */
export function startIntlWarmup(): void {
  try {
    new Worker(URL.createObjectURL(new Blob([warmupSource], { type: 'text/javascript' })), { name: 'intl-warmup' });
  } catch {
    // Nothing to warm: the page's first Intl call loads the data.
  }
}
