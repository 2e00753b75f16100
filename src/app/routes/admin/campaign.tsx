import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { NOT_FOUND_TEXT } from '@/components/marketing/not-found-content';
import { adminCampaign } from '@/config/admin-paths';
import { StaffArtworkSection } from '@/features/artwork';
import { campaignQueryOptions } from '@/features/campaigns/api/get-campaign';
import { CampaignPage } from '@/features/campaigns/components/campaign-page';
import { StaffInvoicesSection } from '@/features/invoices';
import { StaffPaymentSection } from '@/features/payments';
import { StaffProofSection } from '@/features/proof';
import { AdminPage } from '../../admin-page';
import { ADMIN_NOT_FOUND_TEXT, AdminNotFoundBody } from './not-found';

export const CAMPAIGN_ROUTE_TEXT = {
  title: 'Campaign',
  description: 'A campaign: its advertiser, boards, dates, price, timeline and e-mails.',
} as const;

export function Component() {
  const id = useParams().id ?? '';
  // Watches the page's own read (never fetches itself: that waits for the
  // sign-in, inside the shell) to title the shell as the admin's not-found
  // once no campaign has this id.
  const campaign = useQuery({ ...campaignQueryOptions(id), enabled: false }).data;
  const missing = campaign === null;
  return (
    <AdminPage
      title={missing ? NOT_FOUND_TEXT.heading : CAMPAIGN_ROUTE_TEXT.title}
      description={missing ? ADMIN_NOT_FOUND_TEXT.description : CAMPAIGN_ROUTE_TEXT.description}
      path={adminCampaign(id)}
    >
      {/* The other features' sections of the campaign (a feature cannot import another), shown once it has loaded. */}
      <CampaignPage
        id={id}
        notFound={<AdminNotFoundBody />}
        sections={
          <>
            <StaffArtworkSection campaignId={id} />
            <StaffPaymentSection campaignId={id} />
            <StaffInvoicesSection campaignId={id} />
            <StaffProofSection campaignId={id} />
          </>
        }
      />
    </AdminPage>
  );
}
