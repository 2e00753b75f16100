import { Link } from 'react-router-dom';
import { adminCampaign, adminLead } from '@/config/admin-paths';
import type { Lead, LeadCampaign } from '../api/lead';

export const LEAD_ADVERTISER_TEXT = {
  campaign: 'Campaign',
  advertiser: 'Advertiser',
  otherLeads: (n: number) => `${n} other lead${n === 1 ? '' : 's'}`,
  otherCampaigns: (n: number) => `${n} other campaign${n === 1 ? '' : 's'}`,
  statuses: {
    requested: 'requested',
    confirmed: 'confirmed',
    live: 'live',
    completed: 'completed',
    declined: 'declined',
    cancelled: 'cancelled',
    expired: 'expired',
  } satisfies Record<LeadCampaign['status'], string>,
} as const;

const received = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'America/Toronto' });

function CampaignLink({ campaign }: { campaign: LeadCampaign }) {
  return (
    <Link className="underline" to={adminCampaign(campaign.id)}>
      {campaign.reference} ({LEAD_ADVERTISER_TEXT.statuses[campaign.status]})
    </Link>
  );
}

export interface LeadAdvertiserProps {
  lead: Pick<Lead, 'id' | 'campaigns' | 'advertiser'>;
}

/** The lead's campaign, and what else its advertiser has sent or bought, each a link. */
export function LeadAdvertiser({ lead }: LeadAdvertiserProps) {
  const own = lead.campaigns ?? [];
  const advertiser = lead.advertiser ?? null;
  const ownIds = new Set(own.map((c) => c.id));
  const otherLeads = (advertiser?.leads ?? []).filter((l) => l.id !== lead.id).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const otherCampaigns = (advertiser?.campaigns ?? []).filter((c) => !ownIds.has(c.id));
  if (own.length === 0 && !advertiser) return null;
  return (
    <div className="mt-3 space-y-1 text-sm text-gray-800">
      {own.length > 0 ? (
        <p className="break-words">
          <span className="font-semibold">{LEAD_ADVERTISER_TEXT.campaign}:</span>{' '}
          {own.map((campaign, i) => (
            <span key={campaign.id}>
              {i > 0 ? ', ' : ''}
              <CampaignLink campaign={campaign} />
            </span>
          ))}
        </p>
      ) : null}
      {advertiser && (otherLeads.length > 0 || otherCampaigns.length > 0) ? (
        <div className="break-words" data-testid="lead-advertiser">
          <span className="font-semibold">{LEAD_ADVERTISER_TEXT.advertiser}:</span> {advertiser.company ?? advertiser.contact_name} ·{' '}
          {LEAD_ADVERTISER_TEXT.otherLeads(otherLeads.length)} · {LEAD_ADVERTISER_TEXT.otherCampaigns(otherCampaigns.length)}
          <ul className="mt-1 list-inside list-disc">
            {otherLeads.map((other) => (
              <li key={other.id}>
                <Link className="underline" to={adminLead(other.id)}>
                  {other.name}
                </Link>{' '}
                · <time dateTime={other.created_at}>{received.format(new Date(other.created_at))}</time>
              </li>
            ))}
            {otherCampaigns.map((campaign) => (
              <li key={campaign.id}>
                <CampaignLink campaign={campaign} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
