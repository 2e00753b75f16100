import type { Enums } from '@/types/database';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';

/** A campaign with what its CSV line says: the advertiser, and the bookings with their boards and prices. */
export interface CampaignExportRow {
  id: string;
  reference: string;
  name: string;
  status: Enums<'campaign_status'>;
  created_at: string;
  advertiser: { company: string | null; contact_name: string; email: string | null } | null;
  bookings: {
    starts_on: string;
    cycles: number;
    status: Enums<'booking_status'>;
    price_per_cycle_cents: number;
    discount_bp: number;
    board: { name: string } | null;
  }[];
}

const CAMPAIGN_EXPORT_SELECT =
  'id, reference, name, status, created_at, advertiser:advertisers(company, contact_name, email), bookings(starts_on, cycles, status, price_per_cycle_cents, discount_bp, board:billboard_locations(name))' as const;

/** Every campaign, oldest first, in pages of the API's row limit; read as the admin (RLS: admin only). Asked for when the staff export, not with the dashboard. */
export function getCampaignsExport(): Promise<CampaignExportRow[]> {
  return fetchAllRows<CampaignExportRow>((from, to) =>
    supabase.from('campaigns').select(CAMPAIGN_EXPORT_SELECT).order('created_at').order('id').range(from, to),
  );
}
