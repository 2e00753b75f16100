import type { LocalDatabase, Tx } from '../database';
import type { InquiryStore } from '../../functions/send-contact-email/types';

const SERVICE_CLAIMS = { role: 'service_role' };

/** The deployed store's behaviour on PGlite: contact_inquiries as the service role. */
export function createLocalInquiryStore(db: LocalDatabase): InquiryStore {
  const asService = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => db.asRole('service_role', SERVICE_CLAIMS, { readOnly: false }, fn);
  return {
    async insert(inquiry) {
      const { rows } = await asService((tx) =>
        tx.query<{ id: string }>(
          `insert into public.contact_inquiries (name, email, company, phone, message, source, client_address)
           values ($1, $2, $3, $4, $5, $6, $7) returning id::text as id`,
          [inquiry.name, inquiry.email, inquiry.company, inquiry.phone, inquiry.message, inquiry.source, inquiry.client_address],
        ),
      );
      return { id: rows[0].id };
    },
    async markSent(id) {
      await asService((tx) => tx.query("update public.contact_inquiries set email_status = 'sent', email_error = null where id = $1", [id]));
    },
    async markFailed(id, error) {
      await asService((tx) => tx.query("update public.contact_inquiries set email_status = 'failed', email_error = $2 where id = $1", [id, error]));
    },
    async countRecentFrom(clientAddress, since) {
      const { rows } = await asService((tx) =>
        tx.query<{ n: number }>('select count(*)::int as n from public.contact_inquiries where client_address = $1 and created_at >= $2', [
          clientAddress,
          since.toISOString(),
        ]),
      );
      return rows[0]?.n ?? 0;
    },
  };
}
