import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { BookingCampaign } from './booking';
import { bookingsAdminKeys } from './get-booking-overview';

/** A campaign holding a slot in a cell: requested (its hold still open) or confirmed. */
export interface CellCampaign {
  campaign: BookingCampaign;
  bookingStatus: 'requested' | 'confirmed';
}

/** The campaigns holding slots on one board in one cycle, in the order they start: read when the staff open that cell. */
export async function getCellCampaigns(boardId: string, cycleStart: string): Promise<CellCampaign[]> {
  const { data, error, status } = await supabase.rpc('booking_cell_campaigns', { p_location: boardId, p_cycle_start: cycleStart });
  if (error) throw toDataError(error, status);
  const rows = (data ?? []) as unknown as { campaign: BookingCampaign; booking_status: 'requested' | 'confirmed' }[];
  return rows.map((row) => ({ campaign: row.campaign, bookingStatus: row.booking_status }));
}

export function useCellCampaigns(cell: { boardId: string; cycleStart: string } | null) {
  return useQuery(
    queryOptions({
      queryKey: bookingsAdminKeys.cell(cell?.boardId ?? '', cell?.cycleStart ?? ''),
      queryFn: () => getCellCampaigns(cell!.boardId, cell!.cycleStart),
      enabled: cell !== null,
      staleTime: 0,
    }),
  );
}
