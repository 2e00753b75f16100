import { paths } from './paths';

// The advertiser's area's URLs with a parameter, apart from paths.ts so the
// public pages' bundle, which never links there, does not carry them.

/** One of the advertiser's campaigns. */
export const accountCampaign = (id: string) => `${paths.account}/campaigns/${encodeURIComponent(id)}`;

/** The printable proof-of-play report of an advertiser's campaign. */
export const accountCampaignReport = (id: string) => `${accountCampaign(id)}/report`;

/** One of the advertiser's invoices, to read and print. */
export const accountInvoice = (id: string) => `${paths.account}/invoices/${encodeURIComponent(id)}`;
