import { useQueryClient } from '@tanstack/react-query';
import { campaignRecordKeys } from '@/lib/admin-query-keys';
import { env } from '@/config/env';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { ParsedFile } from '../lib/exports/parsed-file';
import type { PlayerFormat, PlayerPlay } from '../lib/exports/player-plays';
import { mergeSummaries, partsOf, type ImportSummary } from '../lib/exports/import-summary';
import { RpcFailure } from '../lib/exports/send-parts';

/** Yields to the browser between parts, so the page stays responsive while a long file is sent. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Sends the parsed plays to import_proof_of_play in parts and adds up the
 * answers: the database attributes every play. With `store` false nothing is
 * written (the summary the staff confirm); with `store` true the matched plays
 * are stored, those already stored skipped. With `campaignId` only that
 * campaign's plays are attributed (a campaign's page): the rest is listed.
 */
export async function importProofOfPlay(
  fileName: string,
  format: PlayerFormat,
  plays: PlayerPlay[],
  store: boolean,
  onProgress?: (done: number) => void,
  campaignId?: string,
): Promise<ImportSummary> {
  const parts: ImportSummary[] = [];
  for (const [from, to] of partsOf(plays)) {
    const { data, error, status } = await supabase.rpc('import_proof_of_play', {
      p_file_name: fileName,
      p_format: format,
      p_rows: plays.slice(from, to),
      p_store: store,
      ...(campaignId ? { p_campaign: campaignId } : {}),
    });
    if (error) throw toDataError(error, status);
    parts.push(data as unknown as ImportSummary);
    onProgress?.(to);
    await nextTask();
  }
  return mergeSummaries(parts);
}

/**
 * Sends a parsed file's plays to import_proof_of_play: from the worker that
 * parsed them when they stayed there (the page then does none of the work),
 * otherwise from here. The worker calls the API as the signed-in staff.
 */
export async function importParsed(
  fileName: string,
  parsed: ParsedFile,
  store: boolean,
  onProgress?: (done: number) => void,
  campaignId?: string,
): Promise<ImportSummary> {
  if (!parsed.send) return importProofOfPlay(fileName, parsed.format, parsed.plays, store, onProgress, campaignId);
  const { data } = await supabase.auth.getSession();
  const endpoint = { url: env.VITE_SUPABASE_URL, apikey: env.VITE_SUPABASE_ANON_KEY, token: data.session?.access_token ?? env.VITE_SUPABASE_ANON_KEY };
  try {
    return await parsed.send({ fileName, format: parsed.format, store, endpoint, ...(campaignId ? { campaignId } : {}) }, onProgress);
  } catch (error) {
    throw error instanceof RpcFailure ? toDataError(error.error, error.status) : error;
  }
}

/**
 * After an import the campaigns' proof figures and the list of imports are
 * stale: the root of proofKeys, named from its own module so this screen
 * shares no small chunk with the advertiser's proof pages.
 */
export function useRefreshProof(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: campaignRecordKeys.proof });
}
