import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtworkRejectReason } from '@shared/artwork-reasons.ts';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { invalidateCampaignRecords } from '@/lib/admin-query-keys';

export type ArtworkDecision =
  { versionId: string; decision: 'approve' } | { versionId: string; decision: 'reject'; reason: ArtworkRejectReason; comment: string };

/**
 * Approves or sends back a version (the admin's functions). The advertiser's
 * e-mail is written by the same transaction and sent by the database's outbox job.
 */
export async function decideArtwork(decision: ArtworkDecision): Promise<void> {
  const { error } =
    decision.decision === 'approve'
      ? await supabase.rpc('approve_artwork', { p_version: decision.versionId })
      : await supabase.rpc('reject_artwork', { p_version: decision.versionId, p_reason: decision.reason, p_comment: decision.comment });
  if (error) throw toDataError(error);
}

export function useDecideArtwork() {
  const client = useQueryClient();
  return useMutation({ mutationFn: decideArtwork, onSettled: () => invalidateCampaignRecords(client) });
}
