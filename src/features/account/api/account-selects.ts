// What the advertiser's pages read of their campaigns, in one request each
// (the integration tests run the same selects as an advertiser).
const ACCOUNT_BOOKINGS = 'bookings(id, starts_on, cycles, status, board:billboard_locations(name))';
export const ACCOUNT_CAMPAIGNS_SELECT = `id, reference, name, status, created_at, ${ACCOUNT_BOOKINGS}` as const;
export const ACCOUNT_CAMPAIGN_SELECT = `${ACCOUNT_CAMPAIGNS_SELECT}, campaign_events(id, occurred_at, action, to_status)` as const;
