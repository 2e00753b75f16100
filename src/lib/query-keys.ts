import type { QueryClient } from '@tanstack/react-query';

// Query keys shared by features that read and write the same data (the public
// blog reads posts, the admin writes them): shared code, since no feature
// imports another. Each api file builds its queryOptions from these;
// mutations invalidate through the same keys. A key only one feature uses
// lives beside its queryOptions in that feature's api file.
export const blogPostKeys = {
  all: ['blog-posts'] as const,
  list: (publishedOnly: boolean) => ['blog-posts', 'list', { publishedOnly }] as const,
  page: (page: number, pageSize: number) => ['blog-posts', 'page', { page, pageSize }] as const,
  latest: (limit: number) => ['blog-posts', 'latest', { limit }] as const,
  bySlug: (slug: string) => ['blog-posts', 'slug', slug] as const,
  sitemap: () => ['blog-posts', 'sitemap'] as const,
};

export const locationKeys = {
  all: ['billboard-locations'] as const,
  active: () => ['billboard-locations', 'active'] as const,
  /** Every location, inactive ones included: the admin's list. */
  admin: () => ['billboard-locations', 'admin'] as const,
  /** One board's page: the board, or where its old slug now points. */
  bySlug: (slug: string) => ['billboard-locations', 'slug', slug] as const,
  nearby: (id: string) => ['billboard-locations', 'nearby', id] as const,
};

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
