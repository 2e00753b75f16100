// The staff-digest job's part: it asks the database whether the day's digest
// is due before reading or sending anything, and gives the day back when the
// e-mail fails. When it is due, and two runs at once, is the database's
// (tests/integration/staff-digest-schedule.test.ts).
import { describe, expect, it } from 'vitest';
import type { StaffDigest } from './artwork-reminders.ts';
import type { InquiryStore, StaffDigestClaim } from './lead-store.ts';
import type { OutgoingEmail } from './mailer.ts';
import { runFunctionJob } from './scheduled-jobs.ts';

const CLAIM: StaffDigestClaim = { day: '2026-12-03', previous: '2026-12-02' };
const NOTHING: StaffDigest = { today: '2026-12-03', expiring: [], starting: [], renewals: [] };
const ONE_HOLD: StaffDigest = {
  ...NOTHING,
  expiring: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      reference: 'C-7K3Q9X',
      name: 'Raman Family Dental, Dec 7, 2026',
      status: 'requested',
      advertiser: 'Raman Family Dental',
      starts_on: null,
      ends_on: null,
      expires_at: '2026-12-04T14:30:00Z',
      total_cents: 380000,
    },
  ],
};

function setup(claim: StaffDigestClaim | null, digest: StaffDigest, mailFails = false) {
  const calls: string[] = [];
  const sent: OutgoingEmail[] = [];
  const store = {
    claimStaffDigest: async () => (calls.push('claimStaffDigest'), claim),
    campaignReminders: async () => (calls.push('campaignReminders'), digest),
    releaseStaffDigest: async (given: StaffDigestClaim) => void calls.push(`releaseStaffDigest ${given.day} ${given.previous}`),
  } as Partial<InquiryStore> as InquiryStore;
  const mailer = {
    send: async (email: OutgoingEmail) => {
      if (mailFails) throw new Error('provider down');
      sent.push(email);
      return { id: 'x' };
    },
  };
  const run = () =>
    runFunctionJob('staff-digest', { store, mailer, notifyAddress: 'sales@example.ca', siteUrl: 'https://site.example', logError: () => undefined });
  return { calls, sent, run };
}

describe('the staff-digest job', () => {
  it('reads and sends nothing when the database says no digest is due', async () => {
    const { calls, sent, run } = setup(null, ONE_HOLD);
    expect(await run()).toEqual({ due: 0, sent: 0 });
    expect(calls).toEqual(['claimStaffDigest']);
    expect(sent).toEqual([]);
  });

  it('sends the digest of the day it claimed', async () => {
    const { calls, sent, run } = setup(CLAIM, ONE_HOLD);
    expect(await run()).toMatchObject({ due: 1, sent: 1, expiring: 1 });
    expect(calls).toEqual(['claimStaffDigest', 'campaignReminders']);
    expect(sent.map((m) => m.to)).toEqual(['sales@example.ca']);
  });

  it('keeps the day when there is nothing to say: the day is done', async () => {
    const { calls, sent, run } = setup(CLAIM, NOTHING);
    expect(await run()).toEqual({ due: 1, sent: 0 });
    expect(calls).toEqual(['claimStaffDigest', 'campaignReminders']);
    expect(sent).toEqual([]);
  });

  it('gives the day back when the e-mail fails, and fails', async () => {
    const { calls, run } = setup(CLAIM, ONE_HOLD, true);
    await expect(run()).rejects.toThrow('provider down');
    expect(calls).toEqual(['claimStaffDigest', 'campaignReminders', 'releaseStaffDigest 2026-12-03 2026-12-02']);
  });
});
