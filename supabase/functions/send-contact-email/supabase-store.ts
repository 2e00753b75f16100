// The InquiryStore deployed: the database functions of the leads migration,
// called through supabase-js with the service role (RLS lets no one else write
// leads). The logic (idempotency, rate limit, claims, backoff) lives in SQL,
// so the local backend runs the very same statements.

import type { EmailStatus, InquiryStore, StoredLead } from './types.ts';

export interface DbError {
  message: string;
  code?: string;
}

/** The slice of a supabase-js client this store uses. */
export interface RpcClient {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: DbError | null }>;
}

function fail(action: string, error: DbError): Error {
  return new Error(`${action}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
}

async function call<T>(db: RpcClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw fail(fn, error);
  return data as T;
}

export function createSupabaseInquiryStore(db: RpcClient): InquiryStore {
  return {
    async submit({ inquiry, locationIds, idempotencyKey }, clientAddress, rateLimit) {
      const rows = await call<{ outcome: 'stored' | 'repeat' | 'rate_limited'; id: string | null; email_status: EmailStatus | null }[]>(
        db,
        'store_contact_inquiry',
        {
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
        },
      );
      const row = rows[0];
      if (!row) throw new Error('store_contact_inquiry: no result');
      if (row.outcome === 'rate_limited') return { outcome: 'rate_limited' };
      return { outcome: row.outcome, id: row.id!, emailStatus: row.email_status! };
    },

    async claimDelivery(id) {
      const rows = await call<StoredLead[]>(db, 'claim_contact_inquiry_delivery', { p_id: id });
      return rows[0] ?? null;
    },

    async finishDelivery(id, error) {
      await call(db, 'finish_contact_inquiry_delivery', { p_id: id, p_error: error });
    },

    async dueForDelivery(maxAttempts, limit) {
      return call<string[]>(db, 'contact_inquiries_due_for_delivery', { p_max_attempts: maxAttempts, p_limit: limit });
    },

    async activeLocationNames(ids) {
      if (ids.length === 0) return new Map();
      const rows = await call<{ id: string; name: string }[]>(db, 'active_location_names', { p_ids: ids });
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
