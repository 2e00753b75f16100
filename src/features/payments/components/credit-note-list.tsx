import { formatCents } from '@shared/money.ts';
import { TAX } from '@shared/sale-rules.ts';
import type { CreditNoteRow } from '../api/campaign-payments';
import { formatDueDay } from '../lib/payment-state';

export const CREDIT_NOTE_TEXT = {
  heading: 'Credit notes',
  columns: { number: 'Number', date: 'Date', reason: 'Reason', subtotal: 'Subtotal', hst: TAX.label, total: 'Total' },
} as const;

/** A campaign's credit notes (made by the database for each refund of money that paid an invoice), each with its HST. */
export function CreditNoteList({ creditNotes }: { creditNotes: readonly CreditNoteRow[] }) {
  if (creditNotes.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left" aria-label={CREDIT_NOTE_TEXT.heading}>
        <caption className="text-left font-semibold text-ink">{CREDIT_NOTE_TEXT.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{CREDIT_NOTE_TEXT.columns.number}</th>
            <th scope="col">{CREDIT_NOTE_TEXT.columns.date}</th>
            <th scope="col">{CREDIT_NOTE_TEXT.columns.reason}</th>
            <th scope="col" className="text-right">
              {CREDIT_NOTE_TEXT.columns.subtotal}
            </th>
            <th scope="col" className="text-right">
              {CREDIT_NOTE_TEXT.columns.hst}
            </th>
            <th scope="col" className="text-right">
              {CREDIT_NOTE_TEXT.columns.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {creditNotes.map((n) => (
            <tr key={n.id}>
              <td>{n.number}</td>
              <td>{formatDueDay(n.issued_on)}</td>
              <td>{n.reason}</td>
              <td className="text-right tabular-nums">{formatCents(n.subtotal_cents)}</td>
              <td className="text-right tabular-nums">{formatCents(n.hst_cents)}</td>
              <td className="text-right tabular-nums">{formatCents(n.total_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
