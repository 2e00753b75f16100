import { adminInvoice } from '../lib/invoice-paths';
import { CampaignInvoicesSection } from './campaign-invoices-section';

/** A campaign's invoices on the staff's campaign page. */
export function StaffInvoicesSection({ campaignId }: { campaignId: string }) {
  return <CampaignInvoicesSection campaignId={campaignId} href={adminInvoice} />;
}
