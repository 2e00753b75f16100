import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { invalidateCampaignRecords } from '@/lib/admin-query-keys';

/** One thing the staff do to a campaign, as the database's campaign functions take it. */
export type CampaignCommand =
  | { action: 'confirm' | 'live' | 'complete'; campaignId: string }
  | { action: 'decline' | 'cancel'; campaignId: string; reason: string }
  /** endsOn: the end the staff saw, which the extension starts from; refused if the campaign's end moved since. */
  | { action: 'extend'; campaignId: string; endsOn: string; cycles: number; reason: string }
  | { action: 'move'; campaignId: string; startsOn: string; reason: string }
  | { action: 'price'; campaignId: string; bookingId: string; priceCents: number; reason: string };

async function callRpc(command: CampaignCommand) {
  switch (command.action) {
    case 'confirm':
      return supabase.rpc('confirm_campaign', { p_campaign: command.campaignId });
    case 'live':
      return supabase.rpc('mark_campaign_live', { p_campaign: command.campaignId });
    case 'complete':
      return supabase.rpc('complete_campaign', { p_campaign: command.campaignId });
    case 'decline':
      return supabase.rpc('decline_campaign', { p_campaign: command.campaignId, p_reason: command.reason });
    case 'cancel':
      return supabase.rpc('cancel_campaign', { p_campaign: command.campaignId, p_reason: command.reason });
    case 'extend':
      return supabase.rpc('extend_campaign', {
        p_campaign: command.campaignId,
        p_ends_on: command.endsOn,
        p_cycles: command.cycles,
        p_reason: command.reason,
      });
    case 'move':
      return supabase.rpc('move_campaign', { p_campaign: command.campaignId, p_starts_on: command.startsOn, p_reason: command.reason });
    case 'price':
      return supabase.rpc('set_booking_price', { p_booking: command.bookingId, p_price_per_cycle_cents: command.priceCents, p_reason: command.reason });
  }
}

/**
 * Runs the command through its database function, which checks the state the
 * campaign is in and the slots, and records the event; a refusal comes back
 * as an error in the database's words. The advertiser's e-mail about a
 * confirmation, a decline or a cancellation is written by that same
 * transaction and sent by the database's outbox job, not from here.
 */
export async function runCampaignCommand(command: CampaignCommand): Promise<void> {
  const { error, status } = await callRpc(command);
  if (error) throw toDataError(error, status);
}

export function useCampaignCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runCampaignCommand,
    // Refused or not, the page reads the campaign again: a refusal often means it changed meanwhile.
    onSettled: () => invalidateCampaignRecords(client),
  });
}
