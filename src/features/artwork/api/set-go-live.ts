import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { invalidateCampaignRecords } from '@/lib/admin-query-keys';

export interface GoLiveOverride {
  campaignId: string;
  /** An instant (ISO), or null to go back to the rule. */
  at: string | null;
  reason: string;
}

export async function setGoLive({ campaignId, at, reason }: GoLiveOverride): Promise<void> {
  const { error } = await supabase.rpc('set_go_live', { p_campaign: campaignId, p_at: at as string, p_reason: reason });
  if (error) throw toDataError(error);
}

export function useSetGoLive() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setGoLive, onSettled: () => invalidateCampaignRecords(client) });
}
