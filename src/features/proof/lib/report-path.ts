import { accountCampaignReport } from '@/config/account-paths';

/** The advertiser's printable proof report of a campaign. */
export const proofReportPath = accountCampaignReport;
