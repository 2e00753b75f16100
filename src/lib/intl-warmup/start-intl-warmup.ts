/**
 * Loads the platform's locale data in a worker (./intl-warmup.worker.ts) while
 * the page's modules download. Best effort: without workers, or with the
 * worker refused, the page formats as before and pays the cost itself.
 */
export function startIntlWarmup(): void {
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module', name: 'intl-warmup' });
  } catch {
    // Nothing to warm: the page's first Intl call loads the data.
  }
}
