// What a campaign's payment sections read (the staff's and the advertiser's,
// each under their own row-level security); the integration tests run the
// same selects as an advertiser.
export const PAYMENT_STATUS_SELECT = 'status, deposit_due_at, unpaid_released_at, paid_cents' as const;
export const PAYMENT_BOOKINGS_SELECT = 'price_per_cycle_cents, discount_bp, cycles, status' as const;
/** Every payment and refund (a refund is a negative amount), oldest first. */
export const PAYMENTS_SELECT = 'id, amount_cents, currency, method, reference, paid_at, stripe_payment_intent_id' as const;
export const REFUND_TERMS_SELECT = 'cancelled_at, first_cycle_on, days_before, refundable' as const;
/** The campaign's invoices' balances as the database derives them, oldest cycle first: the first still owing is what is due. */
export const INVOICE_DUE_SELECT = 'balance_cents, status, cycle_starts_on' as const;
