// The local backend's stand-in for Supabase Cron: the jobs of
// private.scheduled_jobs (the one place for their names and schedules, read
// from the database at start and after a reset), each run at the times its
// cron schedule names, in UTC as pg_cron reads it. A job still running when
// its next time comes is not started twice.

import { CronExpressionParser } from 'cron-parser';

export interface ScheduledJob {
  name: string;
  schedule: string;
  kind: 'sql' | 'function';
  command: string;
}

export interface JobRun {
  name: string;
  at: string;
  ok: boolean;
  error?: string;
}

// Timers are re-armed at least this often, so a sleep of the machine or a
// far-off daily time never rests on one long timeout.
const MAX_WAIT_MS = 60 * 60 * 1000;
/** The runs remembered for the control endpoint. */
const HISTORY = 50;

export class LocalScheduler {
  private jobs = new Map<string, ScheduledJob>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private running = new Set<string>();
  private started = false;
  readonly history: JobRun[] = [];

  constructor(private readonly execute: (job: ScheduledJob) => Promise<unknown>) {}

  /** Replaces the jobs (after a start or a reset), re-arming their timers when running. */
  load(jobs: readonly ScheduledJob[]): void {
    for (const job of jobs) CronExpressionParser.parse(job.schedule, { tz: 'UTC' });
    this.jobs = new Map(jobs.map((job) => [job.name, job]));
    this.history.length = 0;
    if (this.started) this.armAll();
  }

  list(): ScheduledJob[] {
    return [...this.jobs.values()];
  }

  start(): void {
    this.started = true;
    this.armAll();
  }

  /** Starts the timer of one job only (with another schedule, for a test), whether or not the others run. */
  startOne(name: string, schedule?: string): void {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no scheduled job named ${name}`);
    if (schedule !== undefined) {
      CronExpressionParser.parse(schedule, { tz: 'UTC' });
      this.jobs.set(name, { ...job, schedule });
    }
    this.arm(name);
  }

  stop(): void {
    this.started = false;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Runs one job now, as its timer would; resolves with the run's record. */
  async runNow(name: string): Promise<JobRun> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no scheduled job named ${name}`);
    const run: JobRun = { name, at: new Date().toISOString(), ok: true };
    this.running.add(name);
    try {
      await this.execute(job);
    } catch (err) {
      run.ok = false;
      run.error = err instanceof Error ? err.message : String(err);
    } finally {
      this.running.delete(name);
    }
    this.history.push(run);
    if (this.history.length > HISTORY) this.history.shift();
    return run;
  }

  /** Runs one job now unless a run of it is under way; null when it was. */
  runIfIdle(name: string): Promise<JobRun> | null {
    return this.running.has(name) ? null : this.runNow(name);
  }

  private armAll(): void {
    for (const name of this.jobs.keys()) this.arm(name);
  }

  private arm(name: string): void {
    const job = this.jobs.get(name);
    clearTimeout(this.timers.get(name));
    if (!job) return;
    const due = CronExpressionParser.parse(job.schedule, { tz: 'UTC', currentDate: new Date() }).next().getTime();
    const wait = due - Date.now();
    const timer = setTimeout(
      () => {
        if (Date.now() < due) return this.arm(name);
        if (!this.running.has(name)) void this.runNow(name);
        this.arm(name);
      },
      Math.max(0, Math.min(wait, MAX_WAIT_MS)),
    );
    // The backend's process ends when its server closes, whatever is scheduled.
    timer.unref?.();
    this.timers.set(name, timer);
  }
}
