// How a payment came or went back, in words (the database's payment_method):
// one list for the staff's screens and the advertiser's receipts.

export const PAYMENT_METHOD_LABELS = {
  card: 'Card (Stripe)',
  cheque: 'Cheque',
  e_transfer: 'E-transfer',
  cash: 'Cash',
  other: 'Other',
} as const;

export type PaymentMethodName = keyof typeof PAYMENT_METHOD_LABELS;

/** The method's words, or the database's own name for one these labels do not know yet. */
export const paymentMethodLabel = (method: string): string => (method in PAYMENT_METHOD_LABELS ? PAYMENT_METHOD_LABELS[method as PaymentMethodName] : method);
