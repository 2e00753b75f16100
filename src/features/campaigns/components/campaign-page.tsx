import type { ReactNode } from 'react';
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
} as const;

export interface CampaignPageProps {
  id: string;
  /** Shown when no campaign has this id (the admin's not-found). */
  notFound: ReactNode;
  /** Other features' sections of the page (payments, ...), mounted by the route: a feature never imports another. */
  sections?: ReactNode;
}

/** The staff's page of one campaign: read in one request (and its derived total beside it). */
export function CampaignPage({ id, notFound, sections }: CampaignPageProps) {
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
  return <CampaignView campaign={campaign.data} sections={sections} />;
}

export interface CampaignViewProps {
  campaign: CampaignRecord;
  /** Today in Toronto ('YYYY-MM-DD'); tests fix it. */
  today?: string;
  sections?: ReactNode;
}

export function CampaignView({ campaign, today, sections }: CampaignViewProps) {
  return (
    <>
      <CampaignOverview campaign={campaign} />
      <CampaignActions campaign={campaign} today={today} />
      <CampaignTimeline campaign={campaign} />
      <CampaignEmails campaign={campaign} />
      {sections}
    </>
  );
}
