import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { invalidateCampaignRecords } from '@/lib/query-keys';

/** One thing the staff do to a campaign, as the database's campaign functions take it. */
export type CampaignCommand =
  | { action: 'confirm' | 'live' | 'complete'; campaignId: string }
  | { action: 'decline' | 'cancel'; campaignId: string; reason: string }
  /** endsOn: the end the staff saw, which the extension starts from; refused if the campaign's end moved since. */
  | { action: 'extend'; campaignId: string; endsOn: string; cycles: number; reason: string }
  | { action: 'move'; campaignId: string; startsOn: string; reason: string }
  | { action: 'price'; campaignId: string; bookingId: string; priceCents: number; reason: string };

export interface CampaignCommandResult {
  /** Why the advertiser was not e-mailed about it, or null (e-mailed, or nothing to tell). */
  notifyProblem: string | null;
}

/** The commands the advertiser is told of by e-mail. */
const NOTIFIED = new Set<CampaignCommand['action']>(['confirm', 'decline', 'cancel']);

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
 * Asks the staff function to e-mail the advertiser what became of the
 * campaign. Returns null when it went out, or why not: the change stands
 * either way, so this never throws.
 */
export async function notifyAdvertiser(campaignId: string): Promise<string | null> {
  try {
    const { error } = await supabase.functions.invoke('staff-email', { body: { campaign_notice: campaignId } });
    if (!error) return null;
    if (error instanceof FunctionsHttpError) {
      const body: unknown = await (error.context as Response).json().catch(() => null);
      if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) return body.error;
    }
    return error.message;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * Runs the command through its database function, which checks the state the
 * campaign is in and the slots, and records the event; a refusal comes back
 * as an error in the database's words. Then the advertiser is told of a
 * confirmation, a decline or a cancellation.
 */
export async function runCampaignCommand(command: CampaignCommand): Promise<CampaignCommandResult> {
  const { error, status } = await callRpc(command);
  if (error) throw toDataError(error, status);
  return { notifyProblem: NOTIFIED.has(command.action) ? await notifyAdvertiser(command.campaignId) : null };
}

export function useCampaignCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runCampaignCommand,
    // Refused or not, the page reads the campaign again: a refusal often means it changed meanwhile.
    onSettled: () => invalidateCampaignRecords(client),
  });
}
