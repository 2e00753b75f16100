import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { CAMPAIGN_SELECT, type CampaignMessage, type CampaignRecord } from './campaign';
import { isUuid } from '@shared/is-uuid.ts';
import { campaignRecordKeys } from '@/lib/admin-query-keys';

/**
 * The campaign with its advertiser, bookings, events and lead (one request),
 * its derived dates and total from campaign_summaries (a view) and its
 * e-mails in the outbox (campaign_messages), read alongside. Null when no campaign has this id (or the caller may not see it:
 * row-level security shows campaigns to the admin only).
 */
export async function getCampaign(id: string): Promise<CampaignRecord | null> {
  if (!isUuid(id)) return null;
  const [campaign, summary, messages, session] = await Promise.all([
    supabase.from('campaigns').select(CAMPAIGN_SELECT).eq('id', id).maybeSingle(),
    supabase.from('campaign_summaries').select('starts_on, ends_on, boards, total_cents').eq('id', id).maybeSingle(),
    supabase.rpc('campaign_messages', { p_campaign: id }),
    supabase.auth.getSession(),
  ]);
  if (campaign.error) throw toDataError(campaign.error, campaign.status);
  if (summary.error) throw toDataError(summary.error, summary.status);
  if (messages.error) throw toDataError(messages.error, messages.status);
  const row = campaign.data;
  if (!row) return null;
  const { campaign_events, bookings, ...rest } = row;
  return {
    ...rest,
    bookings: bookings
      .map(({ board, ...booking }) => ({ ...booking, board: board?.name ?? null }))
      .sort((a, b) => (a.board ?? '').localeCompare(b.board ?? '') || a.starts_on.localeCompare(b.starts_on) || a.id.localeCompare(b.id)),
    events: [...campaign_events].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.id - b.id),
    // The generated type calls every column of a returned table non-null; these may be.
    messages: (messages.data ?? []) as CampaignMessage[],
    totals: {
      startsOn: summary.data?.starts_on ?? null,
      endsOn: summary.data?.ends_on ?? null,
      boards: summary.data?.boards ?? 0,
      totalCents: summary.data?.total_cents ?? 0,
    },
    viewerId: session.data.session?.user.id ?? null,
  };
}

export const campaignKeys = {
  all: campaignRecordKeys.campaigns,
  one: (id: string) => [...campaignRecordKeys.campaigns, 'one', id] as const,
};

export function campaignQueryOptions(id: string) {
  return queryOptions({ queryKey: campaignKeys.one(id), queryFn: () => getCampaign(id), staleTime: 0 });
}

export function useCampaign(id: string) {
  return useQuery(campaignQueryOptions(id));
}
