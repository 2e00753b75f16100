// Work that must happen on time runs on a schedule, with no visitor: the
// jobs of private.scheduled_jobs (the one place for names and schedules),
// run by the local backend as pg_cron runs them hosted. Each job's own effect
// is checked in leads.test.ts (email-retries) and privacy.test.ts (retention).
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { FUNCTION_JOBS } from '../../supabase/functions/_shared/scheduled-jobs';
import { anonClient, createUser, readOutbox, resetBackend, scheduledJobs, serviceClient, setMailerMode, startJobTimer } from './helpers';

const service = serviceClient();

beforeEach(async () => {
  await resetBackend();
});

describe('scheduled jobs', () => {
  it('are read from the database: SQL work as SQL, the rest through scheduled-work, which runs exactly those', async () => {
    const { jobs, cron } = await scheduledJobs();
    expect(jobs.map((j) => [j.name, j.kind, j.command])).toEqual([
      ['campaign-lifecycle', 'sql', 'select private.advance_campaigns()'],
      ['card-holds', 'function', 'scheduled-work'],
      ['cycle-reports', 'sql', 'select private.enqueue_cycle_reports()'],
      ['email-retries', 'function', 'scheduled-work'],
      ['invoice-emails', 'sql', 'select private.enqueue_invoice_messages()'],
      ['outbox-delivery', 'function', 'scheduled-work'],
      ['request-lapse-notices', 'function', 'scheduled-work'],
      ['retention-files', 'function', 'scheduled-work'],
      ['retention-rows', 'sql', 'select private.run_retention()'],
      ['site-rebuild', 'function', 'scheduled-work'],
      ['staff-digest', 'function', 'scheduled-work'],
      ['unpaid-release', 'function', 'scheduled-work'],
      ['xibo-publishing', 'function', 'scheduled-work'],
    ]);
    for (const job of jobs) expect(job.schedule).toMatch(/^\S+( \S+){4}$/);
    expect(jobs.filter((j) => j.kind === 'function').map((j) => j.name)).toEqual(Object.keys(FUNCTION_JOBS).sort());

    // On a server with pg_cron for this database, the migration's own registration ran: the SQL jobs on the
    // same schedules (paused, since this backend runs them); function jobs wait for pg_net, which it lacks.
    if (inject('databaseKind') === 'postgres' && cron !== null) {
      expect(cron).toEqual(jobs.filter((j) => j.kind === 'sql').map((j) => ({ jobname: j.name, schedule: j.schedule, command: j.command, active: false })));
    }
  });

  it('a job runs on its schedule with no visitor at all: a failed e-mail goes out with no request to any function', async () => {
    await setMailerMode('fail');
    const { data } = await anonClient().functions.invoke('send-contact-email', {
      body: { name: 'Quiet Week', email: 'quiet@example.com', company: 'Quiet Co', phone: '519-555-0199', message: 'Hello', source: 'contact-page' },
    });
    const id = (data as { id: string }).id;
    await setMailerMode('ok');
    await service
      .from('contact_inquiries')
      .update({ email_last_attempt_at: new Date(Date.now() - 5 * 60_000).toISOString() })
      .eq('id', id);

    // Every second instead of every five minutes, so the test need not wait; nothing else is called from here on.
    await startJobTimer('email-retries', '* * * * * *');
    // The job fires each second; the limit only says when to give up on a busy machine.
    const deadline = Date.now() + 90_000;
    let status = 'failed';
    while (status !== 'sent' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = ((await service.from('contact_inquiries').select('email_status').eq('id', id).single()).data as { email_status: string }).email_status;
    }
    expect(status).toBe('sent');
    expect((await readOutbox()).filter((m) => m.replyTo === 'quiet@example.com')).toHaveLength(1);
    expect((await scheduledJobs()).runs.some((r) => r.name === 'email-retries' && r.ok)).toBe(true);
  });

  it('scheduled-work runs for the service role only', async () => {
    const user = await createUser();
    for (const client of [anonClient(), user.client]) {
      const { error } = await client.functions.invoke('scheduled-work', { body: { job: 'email-retries' } });
      expect(error).toBeInstanceOf(FunctionsHttpError);
      expect(((error as FunctionsHttpError).context as Response).status).toBe(403);
    }
    const { data, error } = await service.functions.invoke('scheduled-work', { body: { job: 'email-retries' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ ok: true, job: 'email-retries' });
  });
});
