import { FunctionsHttpError } from '@supabase/supabase-js';

/** The words a function answered an error with ({ error }), or the client's own message. */
export async function functionErrorMessage(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const body: unknown = await (error.context as Response).json().catch(() => null);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) return body.error;
  }
  return error instanceof Error ? error.message : String(error);
}
