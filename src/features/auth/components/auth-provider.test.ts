import type { Session } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';

import { nextSession } from './auth-provider';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

const session = { access_token: 'a' } as Session;

describe('nextSession', () => {
  it('follows the session events so every tab stays consistent', () => {
    for (const event of ['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const) {
      expect(nextSession(event, session)).toBe(session);
    }
    expect(nextSession('SIGNED_OUT', session)).toBeNull();
  });
});
