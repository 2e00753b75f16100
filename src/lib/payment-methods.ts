// The words live with the functions' e-mails (the receipts say the same).
export { PAYMENT_METHOD_LABELS, paymentMethodLabel, type PaymentMethodName } from '@shared/payment-methods.ts';
