// The booking request this browser sent last, while its address may still be
// corrected: kept for the tab's session, so sending the form again (the right
// address after a typo) updates that request instead of making a second one.

const KEY = 'ldb:pending-request';

export interface PendingRequest {
  token: string;
  until: string;
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

/** The pending request's token while it is valid at `now`; null otherwise (an expired one is forgotten). */
export function pendingRequestToken(now: Date = new Date()): string | null {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingRequest>;
    if (typeof pending.token === 'string' && typeof pending.until === 'string' && Date.parse(pending.until) > now.getTime()) return pending.token;
  } catch {
    // Not ours any more: dropped below.
  }
  store?.removeItem(KEY);
  return null;
}
