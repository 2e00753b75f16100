import type { InvoiceStatus } from '../api/invoices';

/** An invoice's status as the staff and the advertiser read it. */
export const INVOICE_STATUS_NAMES = {
  unpaid: 'Unpaid',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
} as const satisfies Record<InvoiceStatus, string>;
