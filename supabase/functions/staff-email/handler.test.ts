// The staff function's gate: nothing is read or sent before the database has
// said the caller is the admin. The work itself runs against the real
// database functions in tests/integration/staff-email.test.ts.
import { describe, expect, it, vi } from 'vitest';
import type { InquiryStore } from '../_shared/lead-store.ts';
import { handleStaffEmailRequest, STAFF_EMAIL_MESSAGES, type StaffEmailDeps } from './handler.ts';

const LEAD = '6f0c3a52-5d0e-4a53-9a43-5b1f2d7e0c11';

function deps(isAdmin: boolean): { deps: StaffEmailDeps; calls: string[] } {
  const calls: string[] = [];
  const refuse = (name: string) => async () => {
    calls.push(name);
    throw new Error(`${name} must not be called`);
  };
  const store: InquiryStore = {
    submit: refuse('submit'),
    claimDelivery: refuse('claimDelivery'),
    finishDelivery: refuse('finishDelivery'),
    dueForDelivery: refuse('dueForDelivery'),
    activeLocationNames: refuse('activeLocationNames'),
    applyRetention: refuse('applyRetention'),
    correctRequestEmail: refuse('correctRequestEmail'),
    lapsedRequests: refuse('lapsedRequests'),
    finishLapseNotice: refuse('finishLapseNotice'),
    campaignOfLead: refuse('campaignOfLead'),
    campaignReminders: refuse('campaignReminders'),
    claimStaffDigest: refuse('claimStaffDigest'),
    releaseStaffDigest: refuse('releaseStaffDigest'),
  };
  return {
    calls,
    deps: {
      store,
      mailer: { send: refuse('send') },
      notifyAddress: 'sales@example.ca',
      siteUrl: 'https://www.example.ca',
      allowedOrigins: '*',
      callerIsAdmin: async (authorization) => {
        calls.push(`callerIsAdmin ${authorization}`);
        return isAdmin;
      },
      logError: vi.fn(),
    },
  };
}

const post = (body: unknown, authorization = 'Bearer token') =>
  new Request('http://localhost/functions/v1/staff-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });

describe('handleStaffEmailRequest: the gate', () => {
  it('refuses a caller the database does not call admin with 403, touching nothing else', async () => {
    const resend = deps(false);
    const res = await handleStaffEmailRequest(post({ resend: LEAD }), resend.deps);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: STAFF_EMAIL_MESSAGES.resendForbidden });
    expect(resend.calls).toEqual(['callerIsAdmin Bearer token']);
  });

  it('answers 400 to a body naming no action, and to an id that is not one, before any store call', async () => {
    const none = deps(true);
    expect((await handleStaffEmailRequest(post({ name: 'x' }), none.deps)).status).toBe(400);
    expect(none.calls).toEqual([]);
    const bad = deps(true);
    const res = await handleStaffEmailRequest(post({ resend: "1' or 1=1" }), bad.deps);
    expect(res.status).toBe(400);
    expect(bad.calls).toEqual(['callerIsAdmin Bearer token']);
  });

  it('takes POST and JSON only', async () => {
    const { deps: d } = deps(true);
    expect((await handleStaffEmailRequest(new Request('http://localhost/', { method: 'GET' }), d)).status).toBe(405);
    const text = new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect((await handleStaffEmailRequest(text, d)).status).toBe(415);
  });
});

describe('handleStaffEmailRequest: the advertiser’s notices are the outbox’s', () => {
  it('answers 400 to the notice actions it no longer has, before asking who calls', async () => {
    for (const action of ['campaign_notice', 'booking_notice', 'artwork_decision']) {
      const d = deps(true);
      const res = await handleStaffEmailRequest(post({ [action]: LEAD }), d.deps);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: STAFF_EMAIL_MESSAGES.unknownAction });
      expect(d.calls).toEqual([]);
    }
  });
});
