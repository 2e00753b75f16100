import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { campaignKeys } from './get-campaign';

/**
 * Writes the message to the outbox again (the admin's public.resend_campaign_message);
 * the database's delivery job sends it, as it sends any.
 */
export async function resendMessage(messageId: number): Promise<void> {
  const { error, status } = await supabase.rpc('resend_campaign_message', { p_message: messageId });
  if (error) throw toDataError(error, status);
}

export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resendMessage, onSettled: () => client.invalidateQueries({ queryKey: campaignKeys.all }) });
}
