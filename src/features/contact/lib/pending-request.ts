// The booking request this browser sent last, while its address may still be
// corrected: kept for the tab's session, so sending the form again (the right
// address after a typo) corrects that request instead of making a second one,
// and the page of that second send offers "Wrong e-mail address?" as well
// (the function answers a request sent again without a token: it keeps only
// the token's hash, and this browser has the token).

import type { HeldRequest } from '../api/send-inquiry';

const KEY = 'ldb:pending-request';

export interface PendingRequest {
  token: string;
  until: string;
  /** The request's reference (C-XXXXXX), to know an answer about it again. */
  reference: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (privacy settings): the request simply is not remembered.
    return null;
  }
}

export function savePendingRequest(pending: PendingRequest): void {
  storage()?.setItem(KEY, JSON.stringify(pending));
}

/** The pending request while it may be corrected at `now`; null otherwise (an expired one is forgotten). */
export function pendingRequest(now: Date = new Date()): PendingRequest | null {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingRequest>;
    if (typeof pending.token === 'string' && typeof pending.until === 'string' && Date.parse(pending.until) > now.getTime()) {
      return { token: pending.token, until: pending.until, reference: typeof pending.reference === 'string' ? pending.reference : '' };
    }
  } catch {
    // Not ours any more: dropped below.
  }
  store?.removeItem(KEY);
  return null;
}

/** The pending request's token while it is valid at `now`; null otherwise. */
export function pendingRequestToken(now: Date = new Date()): string | null {
  return pendingRequest(now)?.token ?? null;
}

/**
 * The hold an answer names, correctable with this browser's token when the
 * answer is about the request that token belongs to (the same reference) and
 * carries none of its own. The function still decides on the correction.
 */
export function withPendingCorrection(held: HeldRequest, pending: PendingRequest | null): HeldRequest {
  if (held.correctionToken || !pending || pending.reference !== held.reference) return held;
  return { ...held, correctionToken: pending.token, correctUntil: held.correctUntil ?? pending.until };
}
