import type { QueryClient } from '@tanstack/react-query';

// Query keys the staff's screens share across features (no feature imports
// another). Apart from query-keys.ts, which the public pages load first: these
// are the admin's alone, and would only weigh on a visitor's first load.
/** The public site's rebuild, which the admin screens show and every save to a post or a board may start. */
export const siteRebuildKeys = {
  all: ['site-rebuild'] as const,
  state: () => ['site-rebuild', 'state'] as const,
};

/**
 * The root of the keys of every query a campaign's record feeds on the staff's
 * screens: the campaign page and its sections (payments, invoices, artwork,
 * proof), the bookings grid, the leads inbox (a lead follows its campaign),
 * the advertisers, the dashboard and the worklist with the header's count.
 * Each feature builds its keys under its root here. A staff action on a
 * campaign or one of its records changes what several of them show, so it
 * invalidates them all (invalidateCampaignRecords): this is the one list of
 * what a campaign change refreshes.
 */
export const campaignRecordKeys = {
  campaigns: ['campaigns'],
  payments: ['payments'],
  invoices: ['invoices'],
  artwork: ['artwork'],
  proof: ['proof'],
  bookingsAdmin: ['bookings-admin'],
  leads: ['leads'],
  advertisers: ['advertisers'],
  dashboard: ['dashboard'],
  worklist: ['worklist'],
} as const;

/** After a staff action on a campaign: every screen showing its records reads them again (the mounted ones at once). */
export async function invalidateCampaignRecords(client: QueryClient): Promise<void> {
  await Promise.all(Object.values(campaignRecordKeys).map((queryKey) => client.invalidateQueries({ queryKey })));
}
