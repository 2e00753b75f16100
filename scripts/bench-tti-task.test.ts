import { CPU_SLOWDOWN, LONG_TASK_MS, lastLongTask, lateOnlyByHostPauses, type LanternEstimate } from './bench-tti-task.mjs';

// A simulation's CPU node as Lantern gives it: the trace event holds the wall time (dur) and
// the renderer's own running time (tdur), in microseconds.
const cpu = (durMs: number, tdurMs?: number, layout = false) => ({
  type: 'cpu',
  event: { dur: durMs * 1000, ...(tdurMs === undefined ? {} : { tdur: tdurMs * 1000 }) },
  didPerformLayout: () => layout,
});
const timing = (startTime: number, duration: number) => ({ startTime, endTime: startTime + duration, duration });
const estimate = (...nodes: [unknown, ReturnType<typeof timing>][]): LanternEstimate => ({ timeInMs: 0, nodeTimings: new Map(nodes) });

describe('lastLongTask', () => {
  it('is the long task that ends last, with its wall time and the time the renderer ran in it', () => {
    const last = lastLongTask(
      estimate(
        [cpu(20, 19), timing(1300, 80)],
        [cpu(12.8, 3.8), timing(2889, 51)],
        // Later, but not long in simulated time.
        [cpu(10, 10), timing(3000, 40)],
        [{ type: 'network' }, timing(3100, 300)],
      ),
    );
    expect(last?.timing.endTime).toBe(2940);
    expect(last?.wallMs).toBeCloseTo(12.8);
    expect(last?.cpuMs).toBeCloseTo(3.8);
    expect(last?.longFromMs).toBe(LONG_TASK_MS / CPU_SLOWDOWN);
  });

  it('has no thread time when the trace recorded none, and is null without a long task', () => {
    expect(lastLongTask(estimate([cpu(14), timing(10, 56)]))?.cpuMs).toBeNull();
    expect(lastLongTask(estimate([cpu(5, 5), timing(10, 20)]))).toBeNull();
  });

  it('draws the line where Lighthouse does: over 50 ms simulated, 12.5 ms here at the mobile preset’s 4x, twice that for a task with layout', () => {
    expect(LONG_TASK_MS).toBe(50);
    expect(CPU_SLOWDOWN).toBe(4);
    expect(lastLongTask(estimate([cpu(27, 26, true), timing(10, 54)]))?.longFromMs).toBe(25);
  });
});

describe('lateOnlyByHostPauses', () => {
  it('is true when every long task ending after the budget ran on the CPU no longer than the line', () => {
    const paused = estimate([cpu(25, 19), timing(1000, 100)], [cpu(15, 3), timing(2600, 60)], [cpu(13, 6, true), timing(2700, 52)]);
    expect(lateOnlyByHostPauses(paused, 2000)).toBe(true);
  });

  it('is false when one of them is long by the page’s own work, or when nothing long ends after the budget', () => {
    expect(lateOnlyByHostPauses(estimate([cpu(15, 3), timing(2600, 60)], [cpu(14, 13.5), timing(2700, 56)]), 2000)).toBe(false);
    expect(lateOnlyByHostPauses(estimate([cpu(15, 3), timing(1000, 60)]), 2000)).toBe(false);
    // Without thread times nothing can be told apart: the run counts as it is.
    expect(lateOnlyByHostPauses(estimate([cpu(15), timing(2600, 60)]), 2000)).toBe(false);
  });
});
