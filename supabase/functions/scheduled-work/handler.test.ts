// The scheduled-work function's gate: only the scheduler's key runs a job,
// and only a job this function knows. The jobs themselves run against the
// real database functions in tests/integration/scheduled-jobs.test.ts.
import { describe, expect, it } from 'vitest';
import type { InquiryStore } from '../_shared/lead-store.ts';
import { handleScheduledWorkRequest, SCHEDULED_WORK_MESSAGES, type ScheduledWorkHandlerDeps } from './handler.ts';

function deps(): { deps: ScheduledWorkHandlerDeps; calls: string[] } {
  const calls: string[] = [];
  const store = new Proxy({} as InquiryStore, {
    get: (_target, name) => async () => {
      calls.push(String(name));
      return [];
    },
  });
  return {
    calls,
    deps: {
      store,
      mailer: { send: async () => ({ id: 'x' }) },
      notifyAddress: 'sales@example.ca',
      siteUrl: 'https://www.example.ca',
      isScheduler: async (authorization) => authorization === 'Bearer service-key',
      logError: () => undefined,
    },
  };
}

const post = (body: unknown, authorization: string) =>
  new Request('http://localhost/functions/v1/scheduled-work', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });

describe('handleScheduledWorkRequest', () => {
  it('refuses any other key with 403 and runs nothing', async () => {
    const { deps: d, calls } = deps();
    const res = await handleScheduledWorkRequest(post({ job: 'email-retries' }, 'Bearer anon-key'), d);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: SCHEDULED_WORK_MESSAGES.forbidden });
    expect(calls).toEqual([]);
  });

  it('refuses a job it does not run (a SQL job, a made-up name) with 400', async () => {
    const { deps: d, calls } = deps();
    for (const job of ['retention-rows', 'toString', 'nope']) {
      expect((await handleScheduledWorkRequest(post({ job }, 'Bearer service-key'), d)).status).toBe(400);
    }
    expect(calls).toEqual([]);
  });

  it('runs a known job for the scheduler and answers what it did', async () => {
    const { deps: d, calls } = deps();
    const res = await handleScheduledWorkRequest(post({ job: 'email-retries' }, 'Bearer service-key'), d);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, job: 'email-retries', due: 0, attempted: 0, sent: 0 });
    expect(calls).toEqual(['dueForDelivery']);
  });
});
