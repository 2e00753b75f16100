import { accountInvoice } from '@/config/account-paths';
import { CampaignInvoicesSection } from './campaign-invoices-section';

/** The advertiser's invoices of one campaign in their account, each linking to its printable page. */
export function AccountInvoicesSection({ campaignId }: { campaignId: string }) {
  return <CampaignInvoicesSection campaignId={campaignId} href={accountInvoice} />;
}
