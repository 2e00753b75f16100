// Where the staff's e-mails send them: the admin's pages on the site. The
// browser's router reads the same paths (src/config/admin-paths.ts).

/** The campaign page of the admin, '/admin/campaigns/{id}'. */
export function campaignPagePath(campaignId: string): string {
  return `/admin/campaigns/${encodeURIComponent(campaignId)}`;
}

/** The campaign page's full address on a site ('https://…', no trailing slash). */
export function campaignPageUrl(siteUrl: string, campaignId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${campaignPagePath(campaignId)}`;
}
