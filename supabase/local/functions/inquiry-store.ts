import type { LocalDatabase, Tx } from '../database';
import { correctedFromRow, lapseFromRow, submitResult, type CorrectionRow, type LapseRow, type StoreRow } from '../../functions/_shared/lead-supabase-store';
import type { EmailStatus, InquiryStore, StaffDigestClaim, StoredLead } from '../../functions/_shared/lead-store';
import type { StaffDigest } from '../../functions/_shared/artwork-reminders';

const SERVICE_CLAIMS = { role: 'service_role' };

/**
 * The deployed store's behaviour on PGlite: the same database functions of the
 * leads migration, called as the service role.
 */
export function createLocalInquiryStore(db: LocalDatabase): InquiryStore {
  const asService = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => db.asRole('service_role', SERVICE_CLAIMS, { readOnly: false }, fn);
  return {
    async submit({ inquiry, locationIds, idempotencyKey, booking, artworkPath, correctionToken, termsVersion }, clientAddress, rateLimit) {
      const { rows } = await asService((tx) =>
        tx.query<StoreRow>(
          `select outcome, id::text as id, email_status, unavailable::text[] as unavailable,
                  to_json(booking_expires_at) #>> '{}' as booking_expires_at, receipt_allowed,
                  reference, correction_token, to_json(correction_until) #>> '{}' as correction_until
           from public.store_contact_request($1, $2, $3, $4, $5, $6, $7::uuid[], $8, $9::uuid, $10, $11, $12::date, $13, $14, $15, $16)`,
          [
            inquiry.name,
            inquiry.email,
            inquiry.company,
            inquiry.phone,
            inquiry.message,
            inquiry.source,
            locationIds,
            clientAddress,
            idempotencyKey,
            rateLimit.max,
            Math.round(rateLimit.windowMs / 1000),
            booking?.startsOn ?? null,
            booking?.cycles ?? null,
            artworkPath,
            correctionToken,
            termsVersion ?? null,
          ],
        ),
      );
      return submitResult(rows[0]);
    },
    async correctRequestEmail(token, email) {
      const { rows } = await asService((tx) =>
        tx.query<CorrectionRow>(
          `select id::text as id, email, location_ids::text[] as location_ids, to_char(starts_on, 'YYYY-MM-DD') as starts_on, cycles,
                  to_json(booking_expires_at) #>> '{}' as booking_expires_at, reference, changed
           from public.correct_request_email($1, $2)`,
          [token, email],
        ),
      );
      return correctedFromRow(rows[0]);
    },
    async lapsedRequests(limit) {
      const { rows } = await asService((tx) =>
        tx.query<LapseRow>(
          `select campaign_id::text as campaign_id, email, boards, to_char(starts_on, 'YYYY-MM-DD') as starts_on, cycles, reference
           from public.lapsed_request_notices($1)`,
          [limit],
        ),
      );
      return rows.map(lapseFromRow);
    },
    async finishLapseNotice(campaignId) {
      await asService((tx) => tx.query('select public.finish_lapse_notice($1::uuid)', [campaignId]));
    },
    async claimDelivery(id) {
      const { rows } = await asService((tx) =>
        tx.query<StoredLead>(
          `select id::text as id, name, email, company, phone, message, source, location_ids::text[] as location_ids,
                  to_json(created_at) #>> '{}' as created_at, email_attempts,
                  to_char(requested_starts_on, 'YYYY-MM-DD') as requested_starts_on, requested_cycles, artwork_path, staff_notified_email
           from public.claim_contact_inquiry_delivery($1::uuid)`,
          [id],
        ),
      );
      return rows[0] ?? null;
    },
    async finishDelivery(id, error, email) {
      const { rows } = await asService((tx) =>
        tx.query<{ status: EmailStatus | null }>('select public.finish_contact_inquiry_delivery($1::uuid, $2, $3) as status', [id, error, email]),
      );
      return rows[0]?.status ?? null;
    },
    async dueForDelivery(maxAttempts, limit) {
      const { rows } = await asService((tx) =>
        tx.query<{ id: string }>('select id::text as id from public.contact_inquiries_due_for_delivery($1, $2) as id', [maxAttempts, limit]),
      );
      return rows.map((r) => r.id);
    },
    async applyRetention() {
      const { rows } = await asService((tx) => tx.query<{ path: string }>('select path from public.apply_retention() as path'));
      return rows.map((r) => r.path);
    },
    async campaignOfLead(leadId) {
      const { rows } = await asService((tx) =>
        tx.query<{ id: string; reference: string }>('select id::text as id, reference from public.lead_campaign($1::uuid)', [leadId]),
      );
      return rows[0] ?? null;
    },
    async campaignReminders() {
      const { rows } = await asService((tx) => tx.query<{ digest: StaffDigest }>('select public.staff_digest() as digest'));
      return rows[0]!.digest;
    },
    async claimStaffDigest() {
      const { rows } = await asService((tx) => tx.query<{ claim: StaffDigestClaim | null }>('select public.claim_staff_digest() as claim'));
      return rows[0]?.claim ?? null;
    },
    async releaseStaffDigest({ day, previous }) {
      await asService((tx) => tx.query('select public.release_staff_digest($1::date, $2::date)', [day, previous]));
    },
    async activeLocationNames(ids) {
      if (ids.length === 0) return new Map();
      const { rows } = await asService((tx) =>
        tx.query<{ id: string; name: string }>('select id::text as id, name from public.active_location_names($1::uuid[])', [ids]),
      );
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
