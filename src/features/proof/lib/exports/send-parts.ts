// The parsed plays sent to import_proof_of_play in parts, from where they
// were parsed (the parsing worker): the page never holds them nor turns them
// into JSON, so a week of a network's plays costs it nothing. The answers are
// added up in the file's order into the summary the staff read.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database, Json } from '@/types/database';
import { mergeSummaries, partsOf, type ImportSummary } from './import-summary';
import type { PlayerFormat, PlayerPlay } from './player-plays';

/** Where and as whom the database's API is called: the signed-in staff's token. */
export interface RpcEndpoint {
  url: string;
  apikey: string;
  token: string;
}

export interface SendRequest {
  fileName: string;
  format: PlayerFormat;
  store: boolean;
  campaignId?: string;
  endpoint: RpcEndpoint;
}

/** A call the API refused: its error body and HTTP status, for the page to word as any failed call. */
export class RpcFailure extends Error {
  constructor(
    readonly error: unknown,
    readonly status: number | null,
  ) {
    super(typeof error === 'object' && error !== null && 'message' in error ? String((error as { message: unknown }).message) : String(error));
  }
}

/** Calls in flight at once: the next part is sent while the database works on one. */
export const PARTS_IN_FLIGHT = 2;

/** The call's arguments, as import_proof_of_play names them. */
export function rpcArgs(request: SendRequest, part: PlayerPlay[]) {
  return {
    p_file_name: request.fileName,
    p_format: request.format,
    p_rows: part as unknown as Json,
    p_store: request.store,
    ...(request.campaignId ? { p_campaign: request.campaignId } : {}),
  };
}

// Through PostgREST's own client (the query builder supabase-js uses for
// .rpc()): a worker has no session of its own, so it calls as the token given.
async function call(request: SendRequest, part: PlayerPlay[], fetchFn: typeof fetch): Promise<ImportSummary> {
  const client = new PostgrestClient<Database>(`${request.endpoint.url}/rest/v1`, {
    headers: { apikey: request.endpoint.apikey, Authorization: `Bearer ${request.endpoint.token}` },
    fetch: fetchFn,
  });
  let answer: Awaited<ReturnType<typeof client.rpc<'import_proof_of_play'>>>;
  try {
    answer = await client.rpc('import_proof_of_play', rpcArgs(request, part));
  } catch (error) {
    // No answer came: worded by the page like supabase-js's own network failure.
    throw new RpcFailure({ message: `${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}` }, null);
  }
  if (answer.error) throw new RpcFailure(answer.error, answer.status || null);
  return answer.data as unknown as ImportSummary;
}

/**
 * Sends `plays` in parts (partsOf), PARTS_IN_FLIGHT at a time, and
 * answers the parts' summaries added up. `onProgress` gets the rows answered so far.
 */
export async function sendParts(plays: PlayerPlay[], request: SendRequest, fetchFn: typeof fetch, onProgress: (done: number) => void): Promise<ImportSummary> {
  const parts = partsOf(plays);
  const answers: ImportSummary[] = new Array<ImportSummary>(parts.length);
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < parts.length) {
      const index = next++;
      const part = plays.slice(...parts[index]!);
      answers[index] = await call(request, part, fetchFn);
      done += part.length;
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARTS_IN_FLIGHT, parts.length) }, lane));
  return mergeSummaries(answers);
}
