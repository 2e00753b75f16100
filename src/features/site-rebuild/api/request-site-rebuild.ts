import { FunctionsHttpError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

export const SITE_REBUILD_FUNCTION = 'request-site-rebuild';

export type RebuildOutcome =
  { status: 'called'; at: string } | { status: 'queued'; retryInSeconds: number } | { status: 'failed'; error: string } | { status: 'not_configured' };

/**
 * Asks the backend to have the static host rebuild the site; never throws, every outcome is an answer.
 * `retry`: the admin's Try Again after a failure, which the backend does not hold back for the pause it keeps after failed calls.
 */
export async function requestSiteRebuild(options: { retry?: boolean } = {}): Promise<RebuildOutcome> {
  const { data, error } = await supabase.functions.invoke<RebuildOutcome>(SITE_REBUILD_FUNCTION, { body: options.retry ? { retry: true } : {} });
  if (!error) return data ?? { status: 'failed', error: 'The rebuild function sent no answer.' };
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as Partial<RebuildOutcome & { error: string }> | null;
    return { status: 'failed', error: body && 'error' in body && body.error ? body.error : error.message };
  }
  return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
}
