import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtworkRejectReason } from '@shared/artwork-reasons.ts';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { functionErrorMessage } from './function-error';
import { invalidateCampaignRecords } from '@/lib/query-keys';

export type ArtworkDecision =
  { versionId: string; decision: 'approve' } | { versionId: string; decision: 'reject'; reason: ArtworkRejectReason; comment: string };

/** Why the advertiser was not e-mailed about the decision, or null when they were. The decision stands either way. */
export async function emailArtworkDecision(versionId: string): Promise<string | null> {
  try {
    const { error } = await supabase.functions.invoke('staff-email', { body: { artwork_decision: versionId } });
    return error ? await functionErrorMessage(error) : null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** Approves or sends back a version (the admin's functions), then e-mails the advertiser. */
export async function decideArtwork(decision: ArtworkDecision): Promise<{ notifyProblem: string | null }> {
  const { error } =
    decision.decision === 'approve'
      ? await supabase.rpc('approve_artwork', { p_version: decision.versionId })
      : await supabase.rpc('reject_artwork', { p_version: decision.versionId, p_reason: decision.reason, p_comment: decision.comment });
  if (error) throw toDataError(error);
  return { notifyProblem: await emailArtworkDecision(decision.versionId) };
}

export function useDecideArtwork() {
  const client = useQueryClient();
  return useMutation({ mutationFn: decideArtwork, onSettled: () => invalidateCampaignRecords(client) });
}
