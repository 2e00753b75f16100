import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { invalidateCampaignRecords } from '@/lib/admin-query-keys';

export type BookingDecision = 'confirmed' | 'declined';

export interface DecideBookingInput {
  id: string;
  decision: BookingDecision;
}

export const NOT_A_REQUEST = 'The booking was not changed: it is no longer a request, or you are no longer signed in as the admin.';

/**
 * Confirms or declines the campaign a request belongs to, through the
 * database's campaign functions (they check the state it comes from, re-check
 * the slots on a confirm and record the event). Declining frees its slots at
 * once. The advertiser's e-mail is written by the same transaction and sent
 * by the database's outbox job.
 */
export async function decideBooking({ id, decision }: DecideBookingInput): Promise<void> {
  const {
    data: booking,
    error: readError,
    status: readStatus,
  } = await supabase.from('bookings').select('id, lead_id, campaign_id, status').eq('id', id).maybeSingle();
  if (readError) throw toDataError(readError, readStatus);
  if (!booking || booking.status !== 'requested') throw new Error(NOT_A_REQUEST);
  const fn = decision === 'confirmed' ? 'confirm_campaign' : 'decline_campaign';
  const { error, status } = await supabase.rpc(fn, { p_campaign: booking.campaign_id });
  if (error) throw error.details === 'campaign_transition' ? new Error(NOT_A_REQUEST) : toDataError(error, status);
}

export function useDecideBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideBooking,
    onSettled: () => invalidateCampaignRecords(client),
  });
}
