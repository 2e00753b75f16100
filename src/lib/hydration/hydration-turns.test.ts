import { afterEach, describe, expect, it } from 'vitest';
import { beginSlicedHydration, finishSlicedHydration, takeHydrationTurn } from './hydration-turns';

afterEach(async () => {
  await finishSlicedHydration();
});

describe('hydration turns', () => {
  it('gives no turn outside a sliced hydration: client renders run at once', () => {
    expect(takeHydrationTurn()).toBeNull();
  });

  it('lets the slices go one per task, in the order they asked, then ends the hydration', async () => {
    beginSlicedHydration();
    const turns = [takeHydrationTurn()!, takeHydrationTurn()!, takeHydrationTurn()!];
    const order: number[] = [];
    // Whether the next slice had been let go while this one hydrated (its microtasks included).
    const nextAlreadyGone: boolean[] = [];
    turns.forEach(
      (turn, i) =>
        void turn.promise.then(async () => {
          order.push(i);
          for (let k = 0; k < 5; k++) await Promise.resolve();
          nextAlreadyGone.push(turns[i + 1]?.done ?? false);
        }),
    );

    const finished = finishSlicedHydration();
    expect(turns.every((turn) => !turn.done)).toBe(true);
    await finished;

    expect(order).toEqual([0, 1, 2]);
    expect(turns.every((turn) => turn.done)).toBe(true);
    expect(nextAlreadyGone).toEqual([false, false, false]);
    expect(takeHydrationTurn()).toBeNull();
  });

  it('also waits for slices that appear while the others hydrate (nested ones)', async () => {
    beginSlicedHydration();
    const outer = takeHydrationTurn()!;
    let inner: ReturnType<typeof takeHydrationTurn> = null;
    void outer.promise.then(() => (inner = takeHydrationTurn()));
    await finishSlicedHydration();
    expect(inner).not.toBeNull();
    expect(inner!.done).toBe(true);
  });
});
