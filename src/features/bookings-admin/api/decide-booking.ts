import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { bookingsAdminKeys } from './get-booking-overview';
import { notifyProspect } from './notify-prospect';
import { toDataError } from '@/lib/to-data-error';

export type BookingDecision = 'confirmed' | 'declined';

export interface DecideBookingInput {
  id: string;
  decision: BookingDecision;
}

export interface DecideBookingResult {
  /** Why the prospect was not e-mailed, or null when they were (or the booking has no lead to tell). */
  notifyProblem: string | null;
}

export const NOT_A_REQUEST = 'The booking was not changed: it is no longer a request, or you are no longer signed in as the admin.';

/**
 * Confirms or declines a request (a plain update under row-level security; the
 * database re-checks the slots on a confirm). Declining frees its slots at
 * once. Then the prospect is told by e-mail, which may fail without undoing
 * the decision.
 */
export async function decideBooking({ id, decision }: DecideBookingInput): Promise<DecideBookingResult> {
  const { data, error, status } = await supabase.from('bookings').update({ status: decision }).eq('id', id).eq('status', 'requested').select('id, lead_id');
  if (error) throw toDataError(error, status);
  // Row-level security, or a decision made meanwhile, leaves no row changed.
  const rows: { id: string; lead_id: string | null }[] = data ?? [];
  const row = rows[0];
  if (!row) throw new Error(NOT_A_REQUEST);
  return { notifyProblem: row.lead_id ? await notifyProspect(row.id) : null };
}

export function useDecideBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideBooking,
    onSettled: () => client.invalidateQueries({ queryKey: bookingsAdminKeys.all }),
  });
}
