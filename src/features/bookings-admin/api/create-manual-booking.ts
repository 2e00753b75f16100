import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { bookingsAdminKeys } from './get-booking-overview';
import { toDataError } from '@/lib/to-data-error';

export interface ManualBookingInput {
  location_id: string;
  starts_on: string;
  cycles: number;
}

/**
 * A phone sale: a confirmed booking with no lead. The database decides whether
 * the slots are free (under a lock on the board) and refuses with a plain
 * message ('No free slot left on ... for the cycle starting ...'), shown as is.
 */
export async function createManualBooking(input: ManualBookingInput): Promise<void> {
  const { data, error, status } = await supabase
    .from('bookings')
    .insert({ ...input, status: 'confirmed', lead_id: null, expires_at: null })
    .select('id');
  if (error) throw toDataError(error, status);
  if (!data?.length) throw new Error('The booking was not saved: only the site administrator can book slots.');
}

export function useCreateManualBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createManualBooking,
    onSuccess: () => client.invalidateQueries({ queryKey: bookingsAdminKeys.all }),
  });
}
