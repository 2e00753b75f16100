import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveCaller } from './caller';
import type { ServerContext } from './context';
import { parseJson, readBody, sendJson } from './http-utils';
import { readOutbox } from './functions/outbox-mailer';
import { cronRegistrations } from './scheduled-jobs';
import { handleStripeControl } from './stripe/control';
import { handleXiboControl } from './xibo/control';

/** A control's small JSON body, or an empty object. */
async function readFields(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body = parseJson(await readBody(req, 4096));
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One field of a control's small JSON body, or undefined. */
async function readField(req: IncomingMessage, field: string): Promise<unknown> {
  return (await readFields(req))[field];
}

const readMode = (req: IncomingMessage): Promise<unknown> => readField(req, 'mode');

/** /__local/*: test-only controls, for the service role only. */
export async function handleControl(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> {
  const caller = await resolveCaller(req);
  if (!caller.ok || caller.caller.role !== 'service_role') {
    req.resume();
    return sendJson(res, 401, { message: 'The local backend controls need the service-role key' });
  }
  const method = req.method ?? 'GET';
  if (method === 'POST' && subpath === 'reset') {
    req.resume();
    await ctx.reset();
    return sendJson(res, 200, { ok: true });
  }
  if (method === 'GET' && subpath === 'outbox') {
    return sendJson(res, 200, await readOutbox(ctx.outboxDir));
  }
  if (method === 'POST' && subpath === 'mailer') {
    const mode = await readMode(req);
    if (mode !== 'ok' && mode !== 'fail') return sendJson(res, 400, { message: 'mode must be "ok" or "fail"' });
    ctx.mailer.mode = mode;
    return sendJson(res, 200, { mode });
  }
  if (method === 'GET' && subpath === 'build-hook') {
    return sendJson(res, 200, ctx.buildHook);
  }
  if (method === 'POST' && subpath === 'build-hook') {
    const mode = await readMode(req);
    if (mode !== 'off' && mode !== 'record' && mode !== 'fail') return sendJson(res, 400, { message: 'mode must be "off", "record" or "fail"' });
    ctx.buildHook.mode = mode;
    return sendJson(res, 200, ctx.buildHook);
  }
  if (method === 'POST' && subpath === 'storage-settings') {
    const seconds = await readField(req, 'signedUploadExpiresIn');
    if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 1) {
      return sendJson(res, 400, { message: 'signedUploadExpiresIn must be a whole number of seconds, at least 1' });
    }
    ctx.storageSettings.signedUploadExpiresIn = seconds;
    return sendJson(res, 200, ctx.storageSettings);
  }
  if (method === 'POST' && subpath === 'auth-settings') {
    const seconds = await readField(req, 'otpExpirySeconds');
    if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 1) {
      return sendJson(res, 400, { message: 'otpExpirySeconds must be a whole number of seconds, at least 1' });
    }
    ctx.authSettings.otpExpirySeconds = seconds;
    return sendJson(res, 200, ctx.authSettings);
  }
  if (method === 'GET' && subpath === 'scheduled-jobs') {
    req.resume();
    return sendJson(res, 200, { jobs: ctx.scheduler.list(), runs: ctx.scheduler.history, cron: await cronRegistrations(ctx.db) });
  }
  // Runs a job now, as its time would (a test checks its effect).
  if (method === 'POST' && subpath === 'scheduled-jobs/run') {
    const { name } = await readFields(req);
    if (typeof name !== 'string' || !ctx.scheduler.list().some((job) => job.name === name))
      return sendJson(res, 400, { message: 'name must be a scheduled job' });
    return sendJson(res, 200, await ctx.scheduler.runNow(name));
  }
  // Starts one job's timer, optionally on another schedule (e.g. every second), until the next reset.
  if (method === 'POST' && subpath === 'scheduled-jobs/timer') {
    const { name, schedule } = await readFields(req);
    try {
      if (typeof name !== 'string' || (schedule !== undefined && typeof schedule !== 'string')) throw new Error('name (and schedule) must be strings');
      ctx.scheduler.startOne(name, schedule);
    } catch (err) {
      return sendJson(res, 400, { message: err instanceof Error ? err.message : String(err) });
    }
    return sendJson(res, 200, { ok: true });
  }
  // Time passes for the outbox: every message waiting out a backoff or a lease is due now.
  if (method === 'POST' && subpath === 'outbox/due') {
    req.resume();
    const { rows } = await ctx.db.asOwner((tx) =>
      tx.query<{ id: string }>('update private.outbox set next_attempt_at = now() where sent_at is null and next_attempt_at > now() returning id'),
    );
    return sendJson(res, 200, { due: rows.length });
  }
  // Time passes for a campaign: its confirmed bookings start one cycle earlier, so its first cycle has begun and
  // its players' exports can hold its plays (the booking guard refuses a start in the past, as it should).
  if (method === 'POST' && subpath === 'campaign/cycle-earlier') {
    const { campaign_id: campaign } = await readFields(req);
    if (typeof campaign !== 'string') return sendJson(res, 400, { message: 'campaign_id must be a campaign id' });
    const { rows } = await ctx.db.asOwner(async (tx) => {
      await tx.query('alter table public.bookings disable trigger bookings_guard');
      const moved = await tx.query<{ starts_on: string }>(
        "update public.bookings set starts_on = starts_on - 28 where campaign_id = $1 and status = 'confirmed' returning starts_on::text",
        [campaign],
      );
      await tx.query('alter table public.bookings enable trigger bookings_guard');
      return moved;
    });
    return sendJson(res, 200, { starts_on: rows.map((r) => r.starts_on) });
  }
  // Time passes for the hourly cycle reports: the job's own statement as if it ran on `today` (a campaign whose
  // bookings were started earlier has cycles that ended more than the job's week ago).
  if (method === 'POST' && subpath === 'cycle-reports') {
    const { today } = await readFields(req);
    if (typeof today !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return sendJson(res, 400, { message: 'today must be a day, YYYY-MM-DD' });
    const { rows } = await ctx.db.asOwner((tx) => tx.query<{ written: number }>('select private.enqueue_cycle_reports($1::date) as written', [today]));
    return sendJson(res, 200, { written: rows[0]?.written ?? 0 });
  }
  const stripe = /^stripe\/([a-z]+)$/.exec(subpath);
  if (stripe) return handleStripeControl(ctx, req, res, stripe[1]!);
  const xibo = /^xibo\/([a-z]+)$/.exec(subpath);
  if (xibo) return handleXiboControl(ctx, req, res, xibo[1]!);
  req.resume();
  return sendJson(res, 404, { message: `Unknown control ${method} /__local/${subpath}` });
}
