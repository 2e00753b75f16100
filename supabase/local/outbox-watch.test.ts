// The local stand-in for the hosted nudge: a due message starts the delivery
// job within a poll, without waiting for its minute; nothing due starts nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalDatabase } from './database';
import { OUTBOX_JOB, watchOutbox } from './outbox-watch';

function fakeDb(due: () => boolean): { db: LocalDatabase; queries: string[] } {
  const queries: string[] = [];
  const tx = {
    query: async (sql: string) => {
      queries.push(sql);
      return { rows: [{ due: due() }] };
    },
  };
  const db = { asOwner: async (fn: (t: typeof tx) => Promise<unknown>) => fn(tx) } as unknown as LocalDatabase;
  return { db, queries };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('watchOutbox', () => {
  it('runs the delivery job soon after a message is due, and not while nothing is', async () => {
    vi.useFakeTimers();
    let due = false;
    const { db } = fakeDb(() => due);
    const runs: string[] = [];
    const scheduler = {
      list: () => [{ name: OUTBOX_JOB, schedule: '* * * * *', kind: 'function' as const, command: 'scheduled-work' }],
      runIfIdle: (name: string) => (runs.push(name), null),
    };
    const watch = watchOutbox(db, scheduler);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(runs).toEqual([]);
    due = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toEqual([OUTBOX_JOB]);
    watch.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(runs).toEqual([OUTBOX_JOB]);
  });

  it('reads nothing where the job is not scheduled', async () => {
    vi.useFakeTimers();
    const { db, queries } = fakeDb(() => true);
    const watch = watchOutbox(db, { list: () => [], runIfIdle: () => null });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(queries).toEqual([]);
    watch.stop();
  });
});
