export const LONG_TASK_MS: number;
export const CPU_SLOWDOWN: number;
export interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<unknown, { startTime: number; endTime: number; duration: number }>;
}
export function simulateTti(
  lhr: unknown,
  trace: unknown,
  devtoolsLog: unknown,
): Promise<{ timing: number; optimisticEstimate: LanternEstimate; pessimisticEstimate: LanternEstimate }>;
export interface LongTask {
  node: unknown;
  /** The wall time on this machine from which Lighthouse counts the task as long. */
  longFromMs: number;
  timing: { startTime: number; endTime: number; duration: number };
  /** Wall time of the task on this machine. */
  wallMs: number;
  /** How long the renderer's thread actually ran in it (null when the trace has no thread times). */
  cpuMs: number | null;
}
export function longTasks(estimate: LanternEstimate): LongTask[];
export function lastLongTask(estimate: LanternEstimate): LongTask | null;
export function lateOnlyByHostPauses(estimate: LanternEstimate, ms: number): boolean;
