import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { Enums } from '@/types/database';
import { ACCOUNT_CAMPAIGN_SELECT, ACCOUNT_CAMPAIGNS_SELECT } from './account-selects';
import { isUuid } from '@shared/is-uuid.ts';
import { billedBookings } from '@shared/deposit.ts';
import { campaignAmounts } from '@shared/invoice-amounts.ts';
import type { TaxedAmount } from '@shared/tax.ts';

// What the signed-in advertiser reads of their own campaigns. Row-level
// security decides (advertisers.user_id = auth.uid()): the same queries as
// another advertiser, or as the admin, answer only what that session may see.

export type CampaignStatus = Enums<'campaign_status'>;
export type BookingStatus = Enums<'booking_status'>;

export interface AccountBooking {
  id: string;
  starts_on: string;
  cycles: number;
  status: BookingStatus;
  /** The board's name; null when the board is no longer listed. */
  board: string | null;
}

export interface AccountCampaignSummary {
  id: string;
  reference: string;
  name: string;
  status: CampaignStatus;
  created_at: string;
  bookings: AccountBooking[];
}

export interface AccountMilestone {
  id: number;
  occurred_at: string;
  action: string;
  to_status: CampaignStatus | null;
}

export interface AccountCampaign extends AccountCampaignSummary {
  milestones: AccountMilestone[];
  /** Its price as its invoices bill it: the bookings still held, HST rounded on each cycle's invoice. */
  price: TaxedAmount;
}

type BookingRow = Omit<AccountBooking, 'board'> & { board: { name: string } | null };

const byBoardThenStart = (a: AccountBooking, b: AccountBooking) =>
  (a.board ?? '').localeCompare(b.board ?? '') || a.starts_on.localeCompare(b.starts_on) || a.id.localeCompare(b.id);

function bookingsOf(rows: BookingRow[]): AccountBooking[] {
  return rows.map(({ board, ...booking }) => ({ ...booking, board: board?.name ?? null })).sort(byBoardThenStart);
}

/** The first day any of its bookings starts, for ordering the list. */
const firstStart = (c: AccountCampaignSummary) => c.bookings.reduce((min, b) => (b.starts_on < min ? b.starts_on : min), '9999-12-31');

/** Every campaign the signed-in advertiser may see, soonest first. */
export async function getAccountCampaigns(): Promise<AccountCampaignSummary[]> {
  const { data, error, status } = await supabase.from('campaigns').select(ACCOUNT_CAMPAIGNS_SELECT);
  if (error) throw toDataError(error, status);
  return data
    .map((row) => ({ ...row, bookings: bookingsOf(row.bookings as BookingRow[]) }))
    .sort((a, b) => firstStart(a).localeCompare(firstStart(b)) || a.reference.localeCompare(b.reference));
}

/**
 * One campaign with its milestones: its changes of state (the database shows
 * an advertiser no other event) and each approval of its artwork; null when
 * not theirs or unknown.
 */
export async function getAccountCampaign(id: string): Promise<AccountCampaign | null> {
  if (!isUuid(id)) return null;
  const [campaign, artwork] = await Promise.all([
    supabase.from('campaigns').select(ACCOUNT_CAMPAIGN_SELECT).eq('id', id).maybeSingle(),
    supabase.from('artwork_milestones').select('action, occurred_at, version_id').eq('campaign_id', id),
  ]);
  if (campaign.error) throw toDataError(campaign.error, campaign.status);
  if (artwork.error) throw toDataError(artwork.error, artwork.status);
  if (!campaign.data) return null;
  const { campaign_events, bookings, ...rest } = campaign.data;
  // Artwork approvals are no campaign event of their own: numbered below the events' ids so keys stay apart.
  const approvals: AccountMilestone[] = artwork.data.flatMap((row, i) =>
    row.action && row.occurred_at ? [{ id: -(i + 1), occurred_at: row.occurred_at, action: row.action, to_status: null }] : [],
  );
  return {
    ...rest,
    bookings: bookingsOf(bookings as BookingRow[]),
    price: campaignAmounts(billedBookings(bookings)),
    milestones: [...campaign_events, ...approvals].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.id - b.id),
  };
}

export const accountKeys = {
  all: ['account'] as const,
  campaigns: (userId: string) => ['account', userId, 'campaigns'] as const,
  campaign: (userId: string, id: string) => ['account', userId, 'campaign', id] as const,
};

export function useAccountCampaigns(userId: string) {
  return useQuery(queryOptions({ queryKey: accountKeys.campaigns(userId), queryFn: getAccountCampaigns }));
}

/** `enabled` false (nobody signed in yet) asks nothing. */
export function useAccountCampaign(userId: string, id: string, enabled = true) {
  return useQuery(queryOptions({ queryKey: accountKeys.campaign(userId, id), queryFn: () => getAccountCampaign(id), enabled }));
}
