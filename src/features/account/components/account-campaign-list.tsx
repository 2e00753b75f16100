import { Link } from 'react-router-dom';
import { accountCampaign } from '@/config/account-paths';
import { useAccountCampaigns } from '../api/account-campaigns';
import { ACCOUNT_STATUS_WORDS } from '../lib/campaign-words';
import { AccountBookings } from './account-bookings';

export const CAMPAIGN_LIST_TEXT = {
  heading: 'Your campaigns',
  loading: 'Loading your campaigns...',
  failed: 'Your campaigns could not be loaded. Please reload the page in a moment.',
  none: 'No campaigns yet. Once we confirm a booking for this e-mail address, it appears here.',
  status: 'Status:',
  reference: 'Reference',
} as const;

/** The signed-in advertiser's campaigns: boards and dates, status in words, reference. */
export function AccountCampaignList({ userId }: { userId: string }) {
  const campaigns = useAccountCampaigns(userId);
  if (campaigns.isPending) {
    return (
      <p role="status" className="text-gray-600">
        {CAMPAIGN_LIST_TEXT.loading}
      </p>
    );
  }
  if (campaigns.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
        {CAMPAIGN_LIST_TEXT.failed}
      </p>
    );
  }
  if (campaigns.data.length === 0) return <p className="text-gray-700">{CAMPAIGN_LIST_TEXT.none}</p>;
  return (
    <ul className="space-y-4">
      {campaigns.data.map((campaign) => (
        <li key={campaign.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 className="text-lg font-semibold text-ink">
            <Link to={accountCampaign(campaign.id)} className="underline underline-offset-4 hover:text-brand-800">
              {campaign.name || `Campaign ${campaign.reference}`}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            {CAMPAIGN_LIST_TEXT.reference} {campaign.reference}
          </p>
          <p className="mt-2 text-sm text-gray-800">
            <span className="font-medium">{CAMPAIGN_LIST_TEXT.status}</span> {ACCOUNT_STATUS_WORDS[campaign.status]}
          </p>
          <div className="mt-2">
            <AccountBookings bookings={campaign.bookings} />
          </div>
        </li>
      ))}
    </ul>
  );
}
