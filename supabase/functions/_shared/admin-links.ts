// Where the staff's e-mails send them: the admin's pages on the site. The
// browser's router reads the same paths (src/config/admin-paths.ts).

/** A page of the site at its full address on a site ('https://…', any trailing slash of the site dropped). */
export function adminPageUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** The bookings admin, '/admin/bookings' (where the staff see holds and open a request's artwork). */
export function bookingsPagePath(): string {
  return '/admin/bookings';
}

/** The campaign page of the admin, '/admin/campaigns/{id}'. */
export function campaignPagePath(campaignId: string): string {
  return `/admin/campaigns/${encodeURIComponent(campaignId)}`;
}

/** The campaign page's full address on a site ('https://…', no trailing slash). */
export function campaignPageUrl(siteUrl: string, campaignId: string): string {
  return adminPageUrl(siteUrl, campaignPagePath(campaignId));
}
