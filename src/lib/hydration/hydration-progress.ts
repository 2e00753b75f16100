// Knows when a hydrated page is wholly live. React hydrates the root first and
// every <Suspense> boundary of the prerendered markup after it, at a lower
// priority and in short slices of work (see hydration-slice.tsx). The root's
// commit alone therefore does not mean the page works: the slices it found are
// still server markup until each of them commits in turn.

let tracking = false;
let rootCommitted = false;
const pending = new Set<string>();
let waiters: (() => void)[] = [];

function settleIfDone(): void {
  if (!tracking || !rootCommitted || pending.size > 0) return;
  tracking = false;
  for (const resolve of waiters.splice(0)) resolve();
}

/** Called just before hydrateRoot: slices rendered from now on are waited for. */
export function beginHydrationTracking(): void {
  tracking = true;
  rootCommitted = false;
  pending.clear();
  waiters = [];
}

/**
 * A slice met while hydrating; called while rendering, so a slice is always
 * noted before the commit that would count it done. Idempotent, as renders may
 * run twice (StrictMode) or be restarted.
 */
export function noteSlice(id: string): void {
  if (tracking) pending.add(id);
}

/** A slice's content has been hydrated and committed. */
export function sliceHydrated(id: string): void {
  pending.delete(id);
  settleIfDone();
}

/** The root has committed: every top-level slice has been noted by now. */
export function rootHydrated(): void {
  rootCommitted = true;
  settleIfDone();
}

/** Resolves once the root and every slice noted while hydrating have committed. */
export function whenHydrated(): Promise<void> {
  if (!tracking) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}
