import type { LocalDatabase, Tx } from '../database';
import type { InquiryStore, StoredLead, SubmitResult } from '../../functions/send-contact-email/types';

const SERVICE_CLAIMS = { role: 'service_role' };

/**
 * The deployed store's behaviour on PGlite: the same database functions of the
 * leads migration, called as the service role.
 */
export function createLocalInquiryStore(db: LocalDatabase): InquiryStore {
  const asService = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => db.asRole('service_role', SERVICE_CLAIMS, { readOnly: false }, fn);
  return {
    async submit({ inquiry, locationIds, idempotencyKey }, clientAddress, rateLimit) {
      const { rows } = await asService((tx) =>
        tx.query<{ outcome: 'stored' | 'repeat' | 'rate_limited'; id: string | null; email_status: string | null }>(
          `select outcome, id::text as id, email_status
           from public.store_contact_inquiry($1, $2, $3, $4, $5, $6, $7::uuid[], $8, $9::uuid, $10, $11)`,
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
          ],
        ),
      );
      const row = rows[0]!;
      if (row.outcome === 'rate_limited') return { outcome: 'rate_limited' };
      return { outcome: row.outcome, id: row.id!, emailStatus: row.email_status as Exclude<SubmitResult, { outcome: 'rate_limited' }>['emailStatus'] };
    },
    async claimDelivery(id) {
      const { rows } = await asService((tx) =>
        tx.query<StoredLead>(
          `select id::text as id, name, email, company, phone, message, source, location_ids::text[] as location_ids,
                  to_json(created_at) #>> '{}' as created_at, email_attempts
           from public.claim_contact_inquiry_delivery($1::uuid)`,
          [id],
        ),
      );
      return rows[0] ?? null;
    },
    async finishDelivery(id, error) {
      await asService((tx) => tx.query('select public.finish_contact_inquiry_delivery($1::uuid, $2)', [id, error]));
    },
    async dueForDelivery(maxAttempts, limit) {
      const { rows } = await asService((tx) =>
        tx.query<{ id: string }>('select id::text as id from public.contact_inquiries_due_for_delivery($1, $2) as id', [maxAttempts, limit]),
      );
      return rows.map((r) => r.id);
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
