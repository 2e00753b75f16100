import { formatCents } from '@shared/money.ts';
import type { CampaignLedger } from '../api/campaign-payments';

export const LEDGER_TEXT = {
  invoiced: 'Invoiced',
  paid: 'Received',
  refunded: 'Refunded',
  credited: 'Credit notes',
  balance: 'Balance owed',
  credit: 'Credit held',
} as const;

/**
 * The campaign's ledger as the database derives it (public.campaign_ledger):
 * invoiced, paid, refunded and credited when there are any, and the balance.
 * Nothing is added up here.
 */
export function LedgerFigures({ ledger }: { ledger: CampaignLedger }) {
  if (ledger.invoicedCents === 0 && ledger.paidCents === 0) return null;
  const rows: [string, number][] = [
    [LEDGER_TEXT.invoiced, ledger.invoicedCents],
    [LEDGER_TEXT.paid, ledger.paidCents],
    ...(ledger.refundedCents > 0 ? ([[LEDGER_TEXT.refunded, ledger.refundedCents]] as [string, number][]) : []),
    ...(ledger.creditedCents > 0 ? ([[LEDGER_TEXT.credited, ledger.creditedCents]] as [string, number][]) : []),
    ledger.balanceCents < 0 ? [LEDGER_TEXT.credit, -ledger.balanceCents] : [LEDGER_TEXT.balance, ledger.balanceCents],
  ];
  return (
    <dl className="grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-0.5" data-testid="ledger">
      {rows.map(([label, cents]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{formatCents(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
