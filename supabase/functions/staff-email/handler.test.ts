// The staff function's gate: nothing is read or sent before the database has
// said the caller is the admin. The work itself runs against the real
// database functions in tests/integration/staff-email.test.ts.
import { describe, expect, it, vi } from 'vitest';
import type { InquiryStore } from '../_shared/lead-store.ts';
import type { AdvertiserAccountStore } from '../_shared/advertiser-account.ts';
import type { CampaignNotice } from '../_shared/campaign-notice-store.ts';
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
    bookingNotice: refuse('bookingNotice'),
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
      campaigns: { campaignNotice: refuse('campaignNotice'), recordEmail: refuse('recordEmail') },
      advertiserAccounts: { target: refuse('target'), createUser: refuse('createUser'), link: refuse('link') },
      artwork: { artworkDecision: refuse('artworkDecision'), artworkStatus: refuse('artworkStatus'), readArtwork: refuse('readArtwork') },
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
  it('refuses a caller the database does not call admin with 403, for each action, touching nothing else', async () => {
    const resend = deps(false);
    const res = await handleStaffEmailRequest(post({ resend: LEAD }), resend.deps);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: STAFF_EMAIL_MESSAGES.resendForbidden });
    expect(resend.calls).toEqual(['callerIsAdmin Bearer token']);

    const notice = deps(false);
    const refused = await handleStaffEmailRequest(post({ booking_notice: LEAD }), notice.deps);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: STAFF_EMAIL_MESSAGES.noticeForbidden });
    expect(notice.calls).toEqual(['callerIsAdmin Bearer token']);

    const campaign = deps(false);
    const denied = await handleStaffEmailRequest(post({ campaign_notice: LEAD }), campaign.deps);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: STAFF_EMAIL_MESSAGES.campaignNoticeForbidden });
    expect(campaign.calls).toEqual(['callerIsAdmin Bearer token']);

    const artwork = deps(false);
    const kept = await handleStaffEmailRequest(post({ artwork_decision: LEAD }), artwork.deps);
    expect(kept.status).toBe(403);
    expect(await kept.json()).toEqual({ error: STAFF_EMAIL_MESSAGES.artworkForbidden });
    expect(artwork.calls).toEqual(['callerIsAdmin Bearer token']);
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

describe('handleStaffEmailRequest: a campaign confirmed', () => {
  const notice = (status: CampaignNotice['status']): CampaignNotice => ({
    email: 'rosa@marin-bistro.ca',
    status,
    reference: 'C-7K3Q9X',
    bookings: [{ board: 'Wellington Rd', startsOn: '2026-12-07', cycles: 1, status: status === 'confirmed' ? 'confirmed' : 'declined' }],
  });

  function confirmedDeps(status: CampaignNotice['status'], accounts: Partial<AdvertiserAccountStore> = {}) {
    const { deps: base, calls } = deps(true);
    const sent: { to: string; text: string }[] = [];
    const withNotice: StaffEmailDeps = {
      ...base,
      campaigns: { campaignNotice: async () => notice(status), recordEmail: async () => undefined },
      // No artwork yet: the confirmation says so.
      artwork: { ...base.artwork, artworkStatus: async () => ({ version: null, boards: [] }) },
      mailer: {
        send: async (email) => {
          calls.push('send');
          sent.push(email);
          return { id: 'sent-1' };
        },
      },
      advertiserAccounts: {
        target: async (id) => {
          calls.push(`target ${id}`);
          return { advertiser_id: 'adv-1', email: 'rosa@marin-bistro.ca', user_id: null, existing_user_id: null, existing_is_staff: false };
        },
        createUser: async (email) => {
          calls.push(`createUser ${email}`);
          return { id: 'user-1' };
        },
        link: async (advertiser, user) => {
          calls.push(`link ${advertiser} ${user}`);
          return true;
        },
        ...accounts,
      },
    };
    return { deps: withNotice, calls, sent };
  }

  it('makes the advertiser an account before the e-mail that tells them how to sign in', async () => {
    const { deps: d, calls, sent } = confirmedDeps('confirmed');
    const res = await handleStaffEmailRequest(post({ campaign_notice: LEAD }), d);
    expect(res.status).toBe(200);
    expect(calls).toEqual(['callerIsAdmin Bearer token', `target ${LEAD}`, 'createUser rosa@marin-bistro.ca', 'link adv-1 user-1', 'send']);
    expect(sent[0]!.text).toContain('https://www.londondigitalbillboards.ca/account');
    expect(sent[0]!.text).toContain('6-digit code');
  });

  it('makes no account for a declined campaign, and its e-mail says nothing of signing in', async () => {
    const { deps: d, calls, sent } = confirmedDeps('declined');
    expect((await handleStaffEmailRequest(post({ campaign_notice: LEAD }), d)).status).toBe(200);
    expect(calls).toEqual(['callerIsAdmin Bearer token', 'send']);
    expect(sent[0]!.text).not.toContain('/account');
  });

  it('still sends the confirmation when the account cannot be made, and logs why', async () => {
    const { deps: d, calls } = confirmedDeps('confirmed', {
      createUser: async () => {
        throw new Error('auth is down');
      },
    });
    expect((await handleStaffEmailRequest(post({ campaign_notice: LEAD }), d)).status).toBe(200);
    expect(calls.at(-1)).toBe('send');
    expect(d.logError).toHaveBeenCalledWith(`staff-email: the account for campaign ${LEAD} failed`, expect.any(Error));
  });
});
