import type { ReactNode } from 'react';
import { ArtworkLink } from '@/components/admin/artwork-link';
import { Button } from '@/components/ui/button';
import type { CampaignRecord } from '../api/campaign';
import { useCampaign } from '../api/get-campaign';
import { CampaignActions } from './campaign-actions';
import { CampaignEmails } from './campaign-emails';
import { CampaignOverview } from './campaign-overview';
import { CampaignTimeline } from './campaign-timeline';

export const CAMPAIGN_PAGE_TEXT = {
  loading: 'Loading the campaign...',
  failed: 'Could not load the campaign: ',
  retry: 'Try Again',
  artwork: 'Artwork',
  noArtwork: 'No artwork sent.',
  noLeadArtwork: 'No artwork on record: the site keeps artwork sent with a request only.',
} as const;

export interface CampaignPageProps {
  id: string;
  /** Shown when no campaign has this id (the admin's not-found). */
  notFound: ReactNode;
  /** Other features' sections of the campaign (invoices, payments...), mounted by the route below the page's own once the campaign is found. */
  children?: ReactNode;
}

/** The staff's page of one campaign: read in one request (and its derived total beside it). */
export function CampaignPage({ id, notFound, children }: CampaignPageProps) {
  const campaign = useCampaign(id);
  if (campaign.isPending) return <p>{CAMPAIGN_PAGE_TEXT.loading}</p>;
  if (campaign.isError)
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        <p>
          {CAMPAIGN_PAGE_TEXT.failed}
          {campaign.error.message}
        </p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void campaign.refetch()}>
          {CAMPAIGN_PAGE_TEXT.retry}
        </Button>
      </div>
    );
  if (!campaign.data) return <>{notFound}</>;
  return (
    <>
      <CampaignView campaign={campaign.data} />
      {children}
    </>
  );
}

export interface CampaignViewProps {
  campaign: CampaignRecord;
  /** Today in Toronto ('YYYY-MM-DD'); tests fix it. */
  today?: string;
}

export function CampaignView({ campaign, today }: CampaignViewProps) {
  return (
    <>
      <CampaignOverview campaign={campaign} />
      <CampaignActions campaign={campaign} today={today} />
      <CampaignTimeline campaign={campaign} />
      <CampaignEmails campaign={campaign} />
      <section aria-labelledby="campaign-artwork" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
        <h3 id="campaign-artwork" className="text-lg font-semibold text-ink">
          {CAMPAIGN_PAGE_TEXT.artwork}
        </h3>
        <div className="mt-2 text-sm text-gray-800">
          {campaign.lead?.artwork_path ? (
            <ArtworkLink path={campaign.lead.artwork_path} />
          ) : (
            <p>{campaign.lead ? CAMPAIGN_PAGE_TEXT.noArtwork : CAMPAIGN_PAGE_TEXT.noLeadArtwork}</p>
          )}
        </div>
      </section>
    </>
  );
}
