// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSupabaseInquiryStore, type DbError, type InquiryDbClient } from './supabase-store.ts';

// Records the builder chain the store calls, and answers like PostgREST via supabase-js.
function fakeDb(answer: { data?: unknown; error?: DbError | null; count?: number | null } = {}) {
  const calls: unknown[][] = [];
  const result = Promise.resolve({ data: answer.data ?? null, error: answer.error ?? null, count: answer.count ?? null });
  const db = {
    from: (table: string) => {
      calls.push(['from', table]);
      return {
        insert: (row: unknown) => {
          calls.push(['insert', row]);
          return {
            select: (columns: string) => {
              calls.push(['select', columns]);
              return {
                single: () => {
                  calls.push(['single']);
                  return result;
                },
              };
            },
          };
        },
        update: (values: unknown) => {
          calls.push(['update', values]);
          return {
            eq: (column: string, value: string) => {
              calls.push(['eq', column, value]);
              return result;
            },
          };
        },
        select: (columns: string, options: unknown) => {
          calls.push(['select', columns, options]);
          return {
            eq: (column: string, value: string) => {
              calls.push(['eq', column, value]);
              return {
                gte: (c: string, v: string) => {
                  calls.push(['gte', c, v]);
                  return result;
                },
              };
            },
          };
        },
      };
    },
  } as InquiryDbClient;
  return { db, calls };
}

const inquiry = {
  name: 'Jane',
  email: 'jane@example.com',
  company: 'Acme',
  phone: '519-555-0100',
  message: 'Hi',
  source: 'contact-page',
  client_address: '203.0.113.7',
};

describe('createSupabaseInquiryStore', () => {
  it('inserts into contact_inquiries and returns the new id', async () => {
    const { db, calls } = fakeDb({ data: { id: 'uuid-1' } });
    await expect(createSupabaseInquiryStore(db).insert(inquiry)).resolves.toEqual({ id: 'uuid-1' });
    expect(calls).toEqual([['from', 'contact_inquiries'], ['insert', inquiry], ['select', 'id'], ['single']]);
  });

  it('throws with the database message when the insert fails', async () => {
    const { db } = fakeDb({ error: { message: 'new row violates row-level security policy', code: '42501' } });
    await expect(createSupabaseInquiryStore(db).insert(inquiry)).rejects.toThrow(
      'insert contact inquiry: new row violates row-level security policy (42501)',
    );
  });

  it('marks an inquiry sent, clearing any earlier error', async () => {
    const { db, calls } = fakeDb();
    await createSupabaseInquiryStore(db).markSent('uuid-1');
    expect(calls).toEqual([['from', 'contact_inquiries'], ['update', { email_status: 'sent', email_error: null }], ['eq', 'id', 'uuid-1']]);
  });

  it('marks an inquiry failed with its error', async () => {
    const { db, calls } = fakeDb();
    await createSupabaseInquiryStore(db).markFailed('uuid-1', 'Resend refused the e-mail');
    expect(calls[1]).toEqual(['update', { email_status: 'failed', email_error: 'Resend refused the e-mail' }]);
  });

  it('counts recent inquiries from an address with a head request', async () => {
    const { db, calls } = fakeDb({ count: 3 });
    const since = new Date('2026-03-02T14:50:00Z');
    await expect(createSupabaseInquiryStore(db).countRecentFrom('203.0.113.7', since)).resolves.toBe(3);
    expect(calls).toEqual([
      ['from', 'contact_inquiries'],
      ['select', 'id', { count: 'exact', head: true }],
      ['eq', 'client_address', '203.0.113.7'],
      ['gte', 'created_at', '2026-03-02T14:50:00.000Z'],
    ]);
  });

  it('throws when an update or the count fails', async () => {
    const { db } = fakeDb({ error: { message: 'permission denied for table contact_inquiries' } });
    const store = createSupabaseInquiryStore(db);
    await expect(store.markSent('x')).rejects.toThrow(/permission denied/);
    await expect(store.countRecentFrom('203.0.113.7', new Date())).rejects.toThrow(/permission denied/);
  });
});
