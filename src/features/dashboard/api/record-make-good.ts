import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCampaignRecords } from '@/lib/admin-query-keys';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';

/** A board-cycle delivered under the make-good threshold. */
export interface BoardCycle {
  campaignId: string;
  locationId: string;
  cycleStart: string;
}

/** What the staff give for it: extra days on that board, or a credit before HST. */
export type MakeGood = (BoardCycle & { kind: 'extra_days'; days: number }) | (BoardCycle & { kind: 'credit'; creditCents: number });

/**
 * Recorded by public.record_make_good, which checks the board-cycle is owed
 * one and not yet made good, the board's free slots for extra days and the
 * invoice's line for a credit; a refusal comes back in its words.
 */
export async function recordMakeGood(makeGood: MakeGood): Promise<void> {
  const { error, status } = await supabase.rpc('record_make_good', {
    p_campaign: makeGood.campaignId,
    p_location: makeGood.locationId,
    p_cycle_start: makeGood.cycleStart,
    p_kind: makeGood.kind,
    ...(makeGood.kind === 'extra_days' ? { p_days: makeGood.days } : { p_credit_cents: makeGood.creditCents }),
  });
  if (error) throw toDataError(error, status);
}

export function useRecordMakeGood() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordMakeGood,
    // The worklist, the campaign's invoices and the bookings all change with it.
    onSuccess: () => invalidateCampaignRecords(client),
  });
}
