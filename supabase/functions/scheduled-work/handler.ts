// The scheduled work that needs a function (e-mail retries, retention's
// files), called by pg_cron through pg_net on the schedules of
// private.scheduled_jobs: POST { "job": <name> }. Only with the service-role
// key: nobody else may make it run.

import { jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { logErrorOf } from '../_shared/lead-delivery.ts';
import { isFunctionJob, runFunctionJob, type ScheduledWorkDeps } from '../_shared/scheduled-jobs.ts';

export interface ScheduledWorkHandlerDeps extends ScheduledWorkDeps {
  /** Whether the Authorization header carries the service-role key (the scheduler's). */
  isScheduler(authorization: string): Promise<boolean>;
}

export const SCHEDULED_WORK_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  forbidden: 'Only the scheduler (the service role) runs scheduled work.',
  unknownJob: 'No scheduled job of that name runs in a function.',
  failed: 'The job failed; it runs again at its next time.',
} as const;

export async function handleScheduledWorkRequest(req: Request, deps: ScheduledWorkHandlerDeps): Promise<Response> {
  const logError = logErrorOf(deps);
  try {
    if (req.method !== 'POST') return jsonResponse(405, { error: SCHEDULED_WORK_MESSAGES.methodNotAllowed }, { Allow: 'POST' });
    if (!(await deps.isScheduler(req.headers.get('authorization') ?? ''))) return jsonResponse(403, { error: SCHEDULED_WORK_MESSAGES.forbidden });
    const body = await readJsonObject(req, 1024);
    if (!body.ok) return jsonResponse(body.status, { error: body.error });
    const job = body.value.job;
    if (!isFunctionJob(job)) return jsonResponse(400, { error: SCHEDULED_WORK_MESSAGES.unknownJob });
    const result = await runFunctionJob(job, deps);
    return jsonResponse(200, { ok: true, job, ...result });
  } catch (err) {
    logError('scheduled-work: job failed', err);
    return jsonResponse(500, { error: SCHEDULED_WORK_MESSAGES.failed });
  }
}
