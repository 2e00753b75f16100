// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pendingRequest, pendingRequestToken, savePendingRequest, withPendingCorrection } from './pending-request';

afterEach(() => sessionStorage.clear());

describe('the pending request of this browser', () => {
  it('gives its token while it may be corrected, and forgets it after', () => {
    savePendingRequest({ token: 'a'.repeat(64), until: '2026-12-01T12:30:00Z', reference: 'C-7K3Q9X' });
    expect(pendingRequestToken(new Date('2026-12-01T12:29:59Z'))).toBe('a'.repeat(64));
    expect(pendingRequestToken(new Date('2026-12-01T12:30:00Z'))).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores what it did not write', () => {
    sessionStorage.setItem('ldb:pending-request', '{not json');
    expect(pendingRequestToken()).toBeNull();
  });
});

describe('the hold of an answer, with the pending request', () => {
  const pending = { token: 'a'.repeat(64), until: '2026-12-01T12:30:00Z', reference: 'C-7K3Q9X' };
  const held = { expiresAt: '2026-12-08T15:00:00Z', reference: 'C-7K3Q9X', correctionToken: null, correctUntil: null };

  it("takes this browser's token and its time for the same request answered without one", () => {
    savePendingRequest(pending);
    expect(withPendingCorrection(held, pendingRequest(new Date('2026-12-01T12:00:00Z')))).toEqual({
      ...held,
      correctionToken: pending.token,
      correctUntil: pending.until,
    });
  });

  it("keeps the answer's own token, and gives none for another request or without a pending one", () => {
    const own = { ...held, correctionToken: 'b'.repeat(64), correctUntil: '2026-12-01T12:40:00Z' };
    expect(withPendingCorrection(own, pending)).toBe(own);
    expect(withPendingCorrection({ ...held, reference: 'C-OTHER2' }, pending).correctionToken).toBeNull();
    expect(withPendingCorrection(held, null)).toBe(held);
  });
});
