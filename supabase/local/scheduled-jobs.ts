// What the local scheduler runs, as hosted pg_cron would: a SQL job's
// statement as the database owner, a function job as a POST of { job } to the
// function with the service-role key (pg_net's call), here straight to its
// handler. Also, on a PostgreSQL server that has pg_cron for this database,
// the migration's own registration with pg_cron, so it is exercised for real.

import type { LocalDatabase } from './database';
import type { ServerContext } from './context';
import { LOCAL_SERVICE_ROLE_KEY } from './dev-keys';
import { callLocalFunction } from './functions/handler';
import type { ScheduledJob } from './scheduler';

export async function readScheduledJobs(db: LocalDatabase): Promise<ScheduledJob[]> {
  const { rows } = await db.asOwner((tx) => tx.query<ScheduledJob>('select name, schedule, kind, command from private.scheduled_jobs order by name'));
  return rows;
}

export async function executeScheduledJob(ctx: ServerContext, job: ScheduledJob): Promise<unknown> {
  // The statement comes from the migrations' table, never from a request.
  if (job.kind === 'sql') return ctx.db.asOwner((tx) => tx.query(job.command));
  const response = await callLocalFunction(
    ctx,
    job.command,
    new Request(`${ctx.baseUrl}/functions/v1/${job.command}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ job: job.name }),
    }),
  );
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${job.command} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export interface CronRegistration {
  jobname: string;
  schedule: string;
  command: string;
  active: boolean;
}

/**
 * Where the server preloads pg_cron for this very database (the test
 * cluster does), creates the extension and registers the jobs through the
 * migration's private.schedule_jobs(), exactly as a hosted project does, then
 * pauses them: this backend's own scheduler runs the jobs, and tests decide
 * when. Elsewhere (PGlite, a server without pg_cron) does nothing.
 */
export async function registerWithPgCron(db: LocalDatabase): Promise<void> {
  if (db.kind !== 'postgres') return;
  await db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ here: boolean }>(
      `select exists (select 1 from pg_available_extensions where name = 'pg_cron')
              and current_setting('cron.database_name', true) = current_database() as here`,
    );
    if (!rows[0]?.here) return;
    await tx.query('create extension if not exists pg_cron');
    await tx.query('select private.schedule_jobs()');
    await tx.query('select cron.alter_job(job_id := jobid, active := false) from cron.job');
  });
}

/** The jobs pg_cron holds in this database, or null where it is not installed. */
export async function cronRegistrations(db: LocalDatabase): Promise<CronRegistration[] | null> {
  return db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ installed: boolean }>("select exists (select 1 from pg_extension where extname = 'pg_cron') as installed");
    if (!rows[0]?.installed) return null;
    return (await tx.query<CronRegistration>('select jobname, schedule, command, active from cron.job order by jobname')).rows;
  });
}
