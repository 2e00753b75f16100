/** The advertiser's printable proof report of a campaign (the route is /account/campaigns/:id/report). */
export const proofReportPath = (campaignId: string) => `/account/campaigns/${encodeURIComponent(campaignId)}/report`;
