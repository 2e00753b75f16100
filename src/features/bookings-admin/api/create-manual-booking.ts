import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { invalidateCampaignRecords } from '@/lib/admin-query-keys';

export interface ManualBookingInput {
  advertiser_id: string;
  location_ids: string[];
  starts_on: string;
  cycles: number;
  /** Whether the database's outbox e-mails the customer the confirmation. */
  notify: boolean;
  /** Why not, when not: kept on the campaign's timeline. */
  no_notice_reason: string;
}

/**
 * A phone sale: a confirmed campaign for an advertiser, one booking per board.
 * The database decides whether the slots are free (under a lock on each
 * board) and refuses with a plain message ('No free slot left on ... for the
 * cycle starting Mon Dec 7, 2026.'), shown as is. The customer's
 * confirmation is written in the same transaction and sent by the database's
 * outbox job, unless the staff untick it with a reason. Returns the campaign's id.
 */
export async function createManualBooking(input: ManualBookingInput): Promise<string> {
  const { data, error, status } = await supabase.rpc('create_phone_sale', {
    p_advertiser: input.advertiser_id,
    p_location_ids: input.location_ids,
    p_starts_on: input.starts_on,
    p_cycles: input.cycles,
    p_notify: input.notify,
    p_no_notice_reason: input.notify ? undefined : input.no_notice_reason,
  });
  if (error) throw toDataError(error, status);
  return data;
}

export function useCreateManualBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createManualBooking,
    onSuccess: () => invalidateCampaignRecords(client),
  });
}
