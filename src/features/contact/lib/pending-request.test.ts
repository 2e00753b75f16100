// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pendingRequestToken, savePendingRequest } from './pending-request';

afterEach(() => sessionStorage.clear());

describe('the pending request of this browser', () => {
  it('gives its token while it may be corrected, and forgets it after', () => {
    savePendingRequest({ token: 'a'.repeat(64), until: '2026-12-01T12:30:00Z' });
    expect(pendingRequestToken(new Date('2026-12-01T12:29:59Z'))).toBe('a'.repeat(64));
    expect(pendingRequestToken(new Date('2026-12-01T12:30:00Z'))).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores what it did not write', () => {
    sessionStorage.setItem('ldb:pending-request', '{not json');
    expect(pendingRequestToken()).toBeNull();
  });
});
