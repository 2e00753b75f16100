// The InquiryStore deployed: the contact_inquiries table through supabase-js
// with the service role (RLS lets no one else read or write it). Typed against
// the few builder calls it makes, so Node tests can pass a small fake and the
// module needs no supabase-js import of its own.

import type { ContactInquiry, InquiryStore } from './types.ts';

export const INQUIRIES_TABLE = 'contact_inquiries';

export type EmailStatus = 'pending' | 'sent' | 'failed';

export interface DbError {
  message: string;
  code?: string;
}

type InquiryInsert = ContactInquiry & { client_address: string | null };
type InquiryUpdate = { email_status: EmailStatus; email_error: string | null };

/** The slice of a supabase-js client this store uses. */
export interface InquiryDbClient {
  from(table: typeof INQUIRIES_TABLE): {
    insert(row: InquiryInsert): {
      select(columns: 'id'): {
        single(): PromiseLike<{ data: { id: string } | null; error: DbError | null }>;
      };
    };
    update(values: InquiryUpdate): {
      eq(column: 'id', value: string): PromiseLike<{ error: DbError | null }>;
    };
    select(
      columns: 'id',
      options: { count: 'exact'; head: true },
    ): {
      eq(
        column: 'client_address',
        value: string,
      ): {
        gte(column: 'created_at', value: string): PromiseLike<{ count: number | null; error: DbError | null }>;
      };
    };
  };
}

function fail(action: string, error: DbError): Error {
  return new Error(`${action}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
}

export function createSupabaseInquiryStore(db: InquiryDbClient): InquiryStore {
  return {
    async insert(inquiry) {
      const { data, error } = await db.from(INQUIRIES_TABLE).insert(inquiry).select('id').single();
      if (error) throw fail('insert contact inquiry', error);
      if (!data) throw new Error('insert contact inquiry: no row returned');
      return { id: data.id };
    },

    async markSent(id) {
      const { error } = await db.from(INQUIRIES_TABLE).update({ email_status: 'sent', email_error: null }).eq('id', id);
      if (error) throw fail('mark contact inquiry sent', error);
    },

    async markFailed(id, message) {
      const { error } = await db.from(INQUIRIES_TABLE).update({ email_status: 'failed', email_error: message }).eq('id', id);
      if (error) throw fail('mark contact inquiry failed', error);
    },

    async countRecentFrom(clientAddress, since) {
      const { count, error } = await db
        .from(INQUIRIES_TABLE)
        .select('id', { count: 'exact', head: true })
        .eq('client_address', clientAddress)
        .gte('created_at', since.toISOString());
      if (error) throw fail('count recent contact inquiries', error);
      return count ?? 0;
    },
  };
}
