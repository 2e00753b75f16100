// What the outbox's delivery job reads to e-mail an advertiser about a
// campaign (public.campaign_notice; service role only); the sent e-mail is
// recorded by public.finish_outbox_message. Deployed through supabase-js,
// locally on the backend's own database: the same SQL.

import type { Enums } from '../../../src/types/database.ts';
import { StoreError, type RpcClient } from './lead-supabase-store.ts';

export type CampaignStatus = Enums<'campaign_status'>;
export type CampaignBookingStatus = Enums<'booking_status'>;

/** A row of public.campaign_notice: one per booking of the campaign. */
export interface CampaignNoticeRow {
  email: string;
  status: CampaignStatus;
  reference: string;
  board: string;
  starts_on: string;
  cycles: number;
  booking_status: CampaignBookingStatus;
}

export interface CampaignNoticeBooking {
  board: string;
  startsOn: string;
  cycles: number;
  status: CampaignBookingStatus;
}

/** The advertiser's address and what their campaign holds now. */
export interface CampaignNotice {
  email: string;
  status: CampaignStatus;
  reference: string;
  bookings: CampaignNoticeBooking[];
}

export interface CampaignNoticeStore {
  /** Null when the campaign does not exist, has no bookings, or its advertiser has no address. */
  campaignNotice(campaignId: string): Promise<CampaignNotice | null>;
}

export function campaignNoticeFromRows(rows: readonly CampaignNoticeRow[]): CampaignNotice | null {
  const first = rows[0];
  if (!first) return null;
  return {
    email: first.email,
    status: first.status,
    reference: first.reference,
    bookings: rows.map((r) => ({ board: r.board, startsOn: r.starts_on, cycles: r.cycles, status: r.booking_status })),
  };
}

export function createSupabaseCampaignNoticeStore(db: RpcClient): CampaignNoticeStore {
  return {
    async campaignNotice(campaignId) {
      const { data, error } = await db.rpc('campaign_notice', { p_campaign: campaignId });
      if (error) throw new StoreError('campaign_notice', error);
      return campaignNoticeFromRows((data as CampaignNoticeRow[] | null) ?? []);
    },
  };
}
