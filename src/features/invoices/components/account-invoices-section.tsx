import { accountInvoice } from '@/config/account-paths';
import { CampaignInvoicesSection } from './campaign-invoices-section';
import { InvoicePayList } from './invoice-pay-list';

/** The advertiser's invoices of one campaign in their account, each linking to its printable page, each owed one payable online. */
export function AccountInvoicesSection({ campaignId }: { campaignId: string }) {
  return (
    <CampaignInvoicesSection
      campaignId={campaignId}
      href={accountInvoice}
      after={(invoices) => <InvoicePayList campaignId={campaignId} invoices={invoices} />}
    />
  );
}
