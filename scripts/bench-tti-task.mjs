// Lighthouse's time to interactive, simulated again from a run's trace and
// network log, and the task that set it. Lighthouse multiplies the wall time
// each task took on this machine by the mobile preset's CPU slowdown, so a
// task counts as long (over 50 ms simulated) once it spans 12.5 ms of wall
// time here, whether the page's code ran all that time or the host paused the
// renderer in the middle of it. The trace also records each task's thread
// time (how long the renderer actually ran), which tells the two apart.
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import * as constants from 'lighthouse/core/config/constants.js';

/** A task longer than this, in simulated time, is a long task for Lighthouse's TTI. */
export const LONG_TASK_MS = 50;
/** The mobile preset's CPU slowdown: simulated time = wall time on this machine x this. */
export const CPU_SLOWDOWN = constants.defaultSettings.throttling.cpuSlowdownMultiplier;
/** Lantern slows a task that did layout by half the CPU slowdown (its DEFAULT_LAYOUT_TASK_MULTIPLIER). */
const LAYOUT_SLOWDOWN_SHARE = 0.5;

/** Lighthouse's Lantern estimate of TTI for a run: both simulations (optimistic and full graph) and their blend. */
export function simulateTti(lhr, trace, devtoolsLog) {
  const settings = { ...constants.defaultSettings, throttlingMethod: 'simulate' };
  const url = lhr.finalDisplayedUrl;
  const data = {
    trace,
    devtoolsLog,
    gatherContext: { gatherMode: 'navigation' },
    settings,
    URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
    SourceMaps: [],
    simulator: null,
  };
  return LanternInteractive.request(data, { computedCache: new Map(), settings });
}

/**
 * The long tasks of a simulation, last-ending first, each with its wall time and thread time on
 * this machine, and the wall time from which Lighthouse counts it as long (a task that did layout
 * is slowed down half as much).
 */
export function longTasks(estimate) {
  return [...estimate.nodeTimings]
    .filter(([node, timing]) => node.type === 'cpu' && timing.duration > LONG_TASK_MS)
    .sort((a, b) => b[1].endTime - a[1].endTime)
    .map(([node, timing]) => ({
      node,
      timing,
      wallMs: node.event.dur / 1000,
      cpuMs: node.event.tdur === undefined ? null : node.event.tdur / 1000,
      longFromMs: LONG_TASK_MS / (CPU_SLOWDOWN * (node.didPerformLayout() ? LAYOUT_SLOWDOWN_SHARE : 1)),
    }));
}

/** The long task that ends last in a simulation: the one that set its TTI. */
export function lastLongTask(estimate) {
  return longTasks(estimate)[0] ?? null;
}

/**
 * True when every long task ending after `ms` in the full-graph simulation is long only in wall
 * time: the renderer ran in it for no longer than the line, so the host paused it in the middle.
 * Such a run measured this machine's scheduling, not the page.
 */
export function lateOnlyByHostPauses(estimate, ms) {
  const late = longTasks(estimate).filter((task) => task.timing.endTime > ms);
  return late.length > 0 && late.every((task) => task.cpuMs !== null && task.cpuMs <= task.longFromMs);
}
