// What a campaign's payment sections read (the staff's and the advertiser's,
// each under their own row-level security); the integration tests run the
// same selects as an advertiser.
export const PAYMENT_STATUS_SELECT = 'status, deposit_due_at, unpaid_released_at' as const;
/** The campaign's credit notes, in number order. */
export const CREDIT_NOTES_SELECT = 'id, number, invoice_id, issued_on, reason, subtotal_cents, hst_cents, total_cents' as const;
/** Every payment and refund (a refund is a negative amount), oldest first. */
export const PAYMENTS_SELECT = 'id, amount_cents, currency, method, reference, paid_at, stripe_payment_intent_id' as const;
export const REFUND_TERMS_SELECT = 'cancelled_at, first_cycle_on, days_before, refundable' as const;
