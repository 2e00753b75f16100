// The local scheduler on a fake clock: each job runs at the times its cron
// schedule names (UTC, as pg_cron), with no request of any kind.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalScheduler, type ScheduledJob } from './scheduler';

const job = (name: string, schedule: string): ScheduledJob => ({ name, schedule, kind: 'sql', command: 'select 1' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T02:58:30Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LocalScheduler', () => {
  it('runs each job at its own cron times, and only then', async () => {
    const runs: string[] = [];
    const scheduler = new LocalScheduler(async (j) => void runs.push(`${j.name} ${new Date().toISOString()}`));
    scheduler.load([job('every-five', '*/5 * * * *'), job('nightly', '7 3 * * *')]);
    scheduler.start();

    await vi.advanceTimersByTimeAsync(90_000); // 03:00:00
    expect(runs).toEqual(['every-five 2026-03-02T03:00:00.000Z']);
    await vi.advanceTimersByTimeAsync(10 * 60_000); // 03:10:00
    expect(runs).toEqual([
      'every-five 2026-03-02T03:00:00.000Z',
      'every-five 2026-03-02T03:05:00.000Z',
      'nightly 2026-03-02T03:07:00.000Z',
      'every-five 2026-03-02T03:10:00.000Z',
    ]);
    // A day later the nightly job has run once more, and no other time.
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(runs.filter((r) => r.startsWith('nightly'))).toEqual(['nightly 2026-03-02T03:07:00.000Z', 'nightly 2026-03-03T03:07:00.000Z']);
    scheduler.stop();
    const count = runs.length;
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(count);
  });

  it('does not start a job again while its last run is still going, and records failures', async () => {
    let release: () => void = () => undefined;
    let started = 0;
    const scheduler = new LocalScheduler(async () => {
      started += 1;
      if (started === 1) await new Promise<void>((resolve) => (release = resolve));
      else throw new Error('provider down');
    });
    scheduler.load([job('slow', '* * * * *')]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(started).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toBe(2);
    expect(scheduler.history.map((r) => r.ok)).toEqual([true, false]);
    expect(scheduler.history[1]?.error).toBe('provider down');
    scheduler.stop();
  });

  it('refuses a schedule it cannot read, so a bad row is found at start', () => {
    const scheduler = new LocalScheduler(async () => undefined);
    expect(() => scheduler.load([job('bad', 'every tuesday')])).toThrow();
  });
});
