import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PriceSummary } from '@/components/money/price-summary';
import { useAccountCampaign, type AccountCampaign } from '../api/account-campaigns';
import { ACCOUNT_STATUS_WORDS, formatMilestoneTime, milestoneLabel } from '../lib/campaign-words';
import { AccountBookings } from './account-bookings';
import { AccountContacts } from './account-contacts';

export const CAMPAIGN_VIEW_TEXT = {
  loading: 'Loading the campaign...',
  failed: 'This campaign could not be loaded. Please reload the page in a moment.',
  notFound: 'No campaign of yours has this address. It may belong to another e-mail address.',
  back: 'All your campaigns',
  boards: 'Boards and dates',
  status: 'Status',
  timeline: 'Timeline',
  noMilestones: 'Nothing recorded yet.',
  /** The page's last breadcrumb: the campaign by its name and reference, as the e-mails name it. */
  crumb: (campaign: Pick<AccountCampaign, 'name' | 'reference'>) => `${campaign.name} (${campaign.reference})`,
  /** The same crumb while the campaign is read. */
  crumbLoading: 'Campaign',
  reference: 'Reference',
  price: 'Price',
} as const;

export interface AccountCampaignViewProps {
  userId: string;
  campaignId: string;
  /** The other features' sections of this campaign (artwork, proof, payments, invoices), shown once the campaign is known to be theirs. */
  sections?: ReactNode;
}

/** One of the advertiser's campaigns: its boards and dates, status, timeline and whom to ask. */
export function AccountCampaignView({ userId, campaignId, sections }: AccountCampaignViewProps) {
  const campaign = useAccountCampaign(userId, campaignId);
  const back = (
    <p className="mb-4">
      <Link to={paths.account} className="text-sm font-medium text-brand-800 underline hover:text-ink">
        {CAMPAIGN_VIEW_TEXT.back}
      </Link>
    </p>
  );
  if (campaign.isPending) {
    return (
      <p role="status" className="text-gray-600">
        {CAMPAIGN_VIEW_TEXT.loading}
      </p>
    );
  }
  if (campaign.isError || !campaign.data) {
    return (
      <>
        {back}
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {campaign.isError ? CAMPAIGN_VIEW_TEXT.failed : CAMPAIGN_VIEW_TEXT.notFound}
        </p>
      </>
    );
  }
  return (
    <>
      {back}
      <CampaignDetails campaign={campaign.data} sections={sections} />
    </>
  );
}

function CampaignDetails({ campaign, sections }: { campaign: AccountCampaign; sections: ReactNode }) {
  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-600">
        {CAMPAIGN_VIEW_TEXT.reference} {campaign.reference}
      </p>
      <section aria-labelledby="campaign-status">
        <h2 id="campaign-status" className="text-lg font-semibold text-ink">
          {CAMPAIGN_VIEW_TEXT.status}
        </h2>
        <p className="mt-1 text-gray-800">{ACCOUNT_STATUS_WORDS[campaign.status]}</p>
      </section>
      <section aria-labelledby="campaign-boards">
        <h2 id="campaign-boards" className="mb-2 text-lg font-semibold text-ink">
          {CAMPAIGN_VIEW_TEXT.boards}
        </h2>
        <AccountBookings bookings={campaign.bookings} />
      </section>
      {campaign.price.totalCents > 0 ? (
        <section aria-labelledby="campaign-price">
          <h2 id="campaign-price" className="mb-2 text-lg font-semibold text-ink">
            {CAMPAIGN_VIEW_TEXT.price}
          </h2>
          <PriceSummary label={CAMPAIGN_VIEW_TEXT.price} amount={campaign.price} />
        </section>
      ) : null}
      <section aria-labelledby="campaign-timeline">
        <h2 id="campaign-timeline" className="mb-2 text-lg font-semibold text-ink">
          {CAMPAIGN_VIEW_TEXT.timeline}
        </h2>
        {campaign.milestones.length === 0 ? (
          <p className="text-sm text-gray-700">{CAMPAIGN_VIEW_TEXT.noMilestones}</p>
        ) : (
          <ol className="space-y-1 border-l-2 border-brand-500 pl-4 text-sm text-gray-800">
            {campaign.milestones.map((m) => (
              <li key={m.id}>
                <span className="font-medium">{milestoneLabel(m.action)}</span>{' '}
                <time dateTime={m.occurred_at} className="text-gray-600">
                  {formatMilestoneTime(m.occurred_at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
      {sections}
      <AccountContacts />
    </div>
  );
}
