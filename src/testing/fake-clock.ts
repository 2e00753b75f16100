import { act } from '@testing-library/react';
import { vi } from 'vitest';

// What the product times itself (a back-off between tries, a poll every few
// seconds) would hold the one worker idle for as long on the real clock. A
// test fakes the clock (vi.useFakeTimers({ shouldAdvanceTime: true }): the
// rest of the test still runs on its own) and moves it on with these.

/** Moves the faked clock on by `ms`, running what falls due, inside act so React renders what it changes. */
export async function advanceClock(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Moves the faked clock on a step at a time until `find` gives what it looks
 * for (a queryBy query: null while it is not there), and gives that, as
 * findBy does. vi.waitFor tries on the real clock, so work that is not a
 * timer (a module loading, a promise) has its time between the steps; it gives
 * up when Testing Library's waits do (src/testing/setup.ts).
 */
export async function advanceClockUntil<T>(find: () => T | null, stepMs = 1000): Promise<T> {
  return vi.waitFor(
    async () => {
      await advanceClock(stepMs);
      const found = find();
      if (found === null) throw new Error(`Not there after the clock moved on: ${find.toString()}`);
      return found;
    },
    { timeout: 15_000, interval: 5 },
  );
}
