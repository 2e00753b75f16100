import { cn } from '@/lib/cn';
import type { InvoiceStatus } from '../api/invoices';
import { INVOICE_STATUS_NAMES } from '../lib/invoice-status';

const TONE: Record<InvoiceStatus, string> = {
  paid: 'bg-green-100 text-green-900',
  partly_paid: 'bg-amber-100 text-amber-900',
  unpaid: 'bg-gray-100 text-gray-900',
  overdue: 'bg-red-100 text-red-900',
  void: 'bg-gray-100 text-gray-700 line-through',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-semibold', TONE[status])}>{INVOICE_STATUS_NAMES[status]}</span>;
}
