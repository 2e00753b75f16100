// What the confirmation does about the advertiser's account, decided from
// what the database answers; the real database and Auth are in
// tests/integration/advertiser-account.test.ts.
import { describe, expect, it } from 'vitest';
import { ensureAdvertiserAccount, type AdvertiserAccountStore, type AdvertiserAccountTarget } from './advertiser-account.ts';

const TARGET: AdvertiserAccountTarget = { advertiser_id: 'adv', email: 'pat@example.ca', user_id: null, existing_user_id: null, existing_is_staff: false };

function store(targets: (AdvertiserAccountTarget | null)[], overrides: Partial<AdvertiserAccountStore> = {}) {
  const calls: string[] = [];
  const s: AdvertiserAccountStore = {
    target: async () => {
      calls.push('target');
      return targets.length > 1 ? targets.shift()! : targets[0]!;
    },
    createUser: async (email) => {
      calls.push(`create ${email}`);
      return { id: 'new-user' };
    },
    link: async (advertiser, user) => {
      calls.push(`link ${advertiser} ${user}`);
      return true;
    },
    ...overrides,
  };
  return { s, calls };
}

describe('ensureAdvertiserAccount', () => {
  it('creates and links an account when none has the e-mail', async () => {
    const { s, calls } = store([TARGET]);
    expect(await ensureAdvertiserAccount(s, 'c')).toBe('created');
    expect(calls).toEqual(['target', 'create pat@example.ca', 'link adv new-user']);
  });

  it('links an existing account that is not the admin’s, creating nothing', async () => {
    const { s, calls } = store([{ ...TARGET, existing_user_id: 'old-user' }]);
    expect(await ensureAdvertiserAccount(s, 'c')).toBe('linked');
    expect(calls).toEqual(['target', 'link adv old-user']);
  });

  it('never links the admin’s account, whether it knows beforehand or the database refuses', async () => {
    const known = store([{ ...TARGET, existing_user_id: 'admin', existing_is_staff: true }]);
    expect(await ensureAdvertiserAccount(known.s, 'c')).toBe('admin');
    expect(known.calls).toEqual(['target']);
    const refused = store([{ ...TARGET, existing_user_id: 'admin' }], {
      link: async () => {
        throw Object.assign(new Error("An admin's account cannot be an advertiser's."), { code: '23514' });
      },
    });
    expect(await ensureAdvertiserAccount(refused.s, 'c')).toBe('admin');
  });

  it('leaves an advertiser who has an account, or has no e-mail, as they are', async () => {
    expect(await ensureAdvertiserAccount(store([{ ...TARGET, user_id: 'u' }]).s, 'c')).toBe('already');
    expect(await ensureAdvertiserAccount(store([{ ...TARGET, email: null }]).s, 'c')).toBe('no-email');
    expect(await ensureAdvertiserAccount(store([null]).s, 'c')).toBe('no-campaign');
  });

  it('links the account another confirmation made meanwhile', async () => {
    const { s, calls } = store([TARGET, { ...TARGET, existing_user_id: 'raced' }], { createUser: async () => 'exists' });
    expect(await ensureAdvertiserAccount(s, 'c')).toBe('linked');
    expect(calls).toEqual(['target', 'target', 'link adv raced']);
  });

  it('throws any other failure for the caller to log', async () => {
    const { s } = store([TARGET], {
      link: async () => {
        throw new Error('connection lost');
      },
    });
    await expect(ensureAdvertiserAccount(s, 'c')).rejects.toThrow('connection lost');
  });
});
