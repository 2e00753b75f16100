// The InquiryStore deployed: the database functions of the leads migration,
// called through supabase-js with the service role (RLS lets no one else write
// leads). The logic (idempotency, rate limit, claims, backoff) lives in SQL,
// so the local backend runs the very same statements.

import type { StaffDigest } from './artwork-reminders.ts';
import type { CorrectedRequest, EmailStatus, InquiryStore, LapseNotice, LeadCampaign, StaffDigestClaim, StoredLead, SubmitResult } from './lead-store.ts';

export interface DbError {
  message: string;
  code?: string;
  details?: string | null;
}

/** A database refusal, keeping PostgREST's code and details so the handler can tell a rule's refusal from a failure. */
export class StoreError extends Error {
  readonly code: string | undefined;
  readonly details: string | null;

  constructor(action: string, error: DbError) {
    super(error.code === 'P0001' ? error.message : `${action}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
    this.name = 'StoreError';
    this.code = error.code;
    this.details = error.details ?? null;
  }
}

/** The slice of a supabase-js client this store uses. */
export interface RpcClient {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: DbError | null }>;
}

async function call<T>(db: RpcClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw new StoreError(fn, error);
  return data as T;
}

/** A row of store_contact_inquiry, as both stores read it. */
export interface StoreRow {
  outcome: 'stored' | 'repeat' | 'updated' | 'rate_limited';
  id: string | null;
  email_status: EmailStatus | null;
  unavailable: string[] | null;
  booking_expires_at: string | null;
  receipt_allowed: boolean | null;
  reference: string | null;
  correction_token: string | null;
  correction_until: string | null;
}

/** A row of correct_request_email, as both stores read it. */
export interface CorrectionRow {
  id: string;
  email: string;
  location_ids: string[];
  starts_on: string;
  cycles: number;
  booking_expires_at: string | null;
  reference: string | null;
  changed: boolean;
}

export function correctedFromRow(row: CorrectionRow | undefined): CorrectedRequest {
  if (!row) throw new Error('correct_request_email: no result');
  return {
    id: row.id,
    email: row.email,
    locationIds: row.location_ids,
    startsOn: row.starts_on,
    cycles: row.cycles,
    bookingExpiresAt: row.booking_expires_at,
    reference: row.reference,
    changed: row.changed,
  };
}

export function submitResult(row: StoreRow | undefined): SubmitResult {
  if (!row) throw new Error('store_contact_inquiry: no result');
  if (row.outcome === 'rate_limited') return { outcome: 'rate_limited' };
  return {
    outcome: row.outcome,
    id: row.id!,
    emailStatus: row.email_status!,
    unavailable: row.unavailable ?? [],
    bookingExpiresAt: row.booking_expires_at,
    receiptAllowed: row.receipt_allowed === true,
    reference: row.reference,
    correctionToken: row.correction_token,
    correctionUntil: row.correction_until,
  };
}

export interface LapseRow {
  campaign_id: string;
  email: string;
  boards: string[];
  starts_on: string;
  cycles: number;
  reference: string;
}

export function lapseFromRow(row: LapseRow): LapseNotice {
  return { campaignId: row.campaign_id, email: row.email, boards: row.boards, startsOn: row.starts_on, cycles: row.cycles, reference: row.reference };
}

export function createSupabaseInquiryStore(db: RpcClient): InquiryStore {
  return {
    async submit({ inquiry, locationIds, idempotencyKey, booking, artworkPath, correctionToken, termsVersion }, clientAddress, rateLimit) {
      // store_contact_inquiry, recording the accepted terms in the same transaction.
      const rows = await call<StoreRow[]>(db, 'store_contact_request', {
        p_name: inquiry.name,
        p_email: inquiry.email,
        p_company: inquiry.company,
        p_phone: inquiry.phone,
        p_message: inquiry.message,
        p_source: inquiry.source,
        p_location_ids: locationIds,
        p_client_address: clientAddress,
        p_idempotency_key: idempotencyKey,
        p_rate_max: rateLimit.max,
        p_rate_window_seconds: Math.round(rateLimit.windowMs / 1000),
        p_booking_starts_on: booking?.startsOn ?? null,
        p_booking_cycles: booking?.cycles ?? null,
        p_artwork_path: artworkPath,
        p_correction_token: correctionToken,
        p_terms_version: termsVersion ?? null,
      });
      return submitResult(rows[0]);
    },

    async claimDelivery(id) {
      const rows = await call<StoredLead[]>(db, 'claim_contact_inquiry_delivery', { p_id: id });
      return rows[0] ?? null;
    },

    async finishDelivery(id, error, email) {
      return call<EmailStatus | null>(db, 'finish_contact_inquiry_delivery', { p_id: id, p_error: error, p_email: email });
    },

    async dueForDelivery(maxAttempts, limit) {
      return call<string[]>(db, 'contact_inquiries_due_for_delivery', { p_max_attempts: maxAttempts, p_limit: limit });
    },

    async applyRetention() {
      return (await call<string[] | null>(db, 'apply_retention', {})) ?? [];
    },

    async correctRequestEmail(token, email) {
      const rows = await call<CorrectionRow[]>(db, 'correct_request_email', { p_token: token, p_email: email });
      return correctedFromRow(rows[0]);
    },

    async lapsedRequests(limit) {
      return (await call<LapseRow[]>(db, 'lapsed_request_notices', { p_limit: limit })).map(lapseFromRow);
    },

    async finishLapseNotice(campaignId) {
      await call(db, 'finish_lapse_notice', { p_campaign: campaignId });
    },

    async campaignOfLead(leadId) {
      return (await call<LeadCampaign[]>(db, 'lead_campaign', { p_lead_id: leadId }))[0] ?? null;
    },

    async campaignReminders() {
      return call<StaffDigest>(db, 'staff_digest', {});
    },

    async claimStaffDigest() {
      return (await call<StaffDigestClaim | null>(db, 'claim_staff_digest', {})) ?? null;
    },

    async releaseStaffDigest({ day, previous }) {
      await call(db, 'release_staff_digest', { p_day: day, p_previous: previous });
    },

    async activeLocationNames(ids) {
      if (ids.length === 0) return new Map();
      const rows = await call<{ id: string; name: string }[]>(db, 'active_location_names', { p_ids: ids });
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
