// Hydrating a whole page is one long task (80 ms on this machine's home page,
// four times that on a mid-range phone) that holds up the visitor's first tap.
// Parts of the page wrapped in <HydrationSlice> wait for their turn instead:
// Preact keeps their prerendered markup while they are suspended and hydrates
// each one in a task of its own, in page order.

import { nextTask } from '@/lib/next-task';

export interface HydrationTurn {
  readonly promise: Promise<void>;
  done: boolean;
}

let active = false;
let queue: { turn: HydrationTurn; resolve: () => void }[] = [];

/** Called by the app's start just before hydrateRoot: slices rendered from now on wait. */
export function beginSlicedHydration(): void {
  active = true;
  queue = [];
}

/** A slice's turn, or null when the page is not being hydrated (client renders run at once). */
export function takeHydrationTurn(): HydrationTurn | null {
  if (!active) return null;
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const turn: HydrationTurn = { promise, done: false };
  queue.push({ turn, resolve });
  return turn;
}

/**
 * After hydrateRoot: lets the waiting slices hydrate one per task, then
 * resolves. Slices that appear while draining (nested ones) wait their turn too.
 */
export async function finishSlicedHydration(): Promise<void> {
  try {
    for (;;) {
      // A task of its own for each slice; the wait also lets the previous slice's
      // hydration (microtasks) queue any slices nested in it.
      await nextTask();
      const next = queue.shift();
      if (!next) break;
      next.turn.done = true;
      // Preact hydrates the resumed slice in this task's microtasks.
      next.resolve();
    }
  } finally {
    active = false;
  }
}
