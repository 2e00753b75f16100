// What the advertiser's pages read of their campaigns, in one request each
// (the integration tests run the same selects as an advertiser).
const BOOKING_FIELDS = 'id, starts_on, cycles, status, board:billboard_locations(name)';
const CAMPAIGN_FIELDS = 'id, reference, name, status, created_at';
export const ACCOUNT_CAMPAIGNS_SELECT = `${CAMPAIGN_FIELDS}, bookings(${BOOKING_FIELDS})` as const;
/** One campaign: its bookings with their prices too (the campaign's subtotal, HST and total), and its events. */
export const ACCOUNT_CAMPAIGN_SELECT =
  `${CAMPAIGN_FIELDS}, bookings(${BOOKING_FIELDS}, price_per_cycle_cents, discount_bp), campaign_events(id, occurred_at, action, to_status)` as const;
