import { FunctionsHttpError } from '@supabase/supabase-js';
import { STAFF_FUNCTION } from '@/lib/staff-function';
import { supabase } from '@/lib/supabase';

/**
 * Asks the staff function to e-mail the prospect the staff's decision on a
 * request (with the admin's session). Returns null when it went out, or why
 * not: the decision stands either way, so this never throws.
 */
export async function notifyProspect(bookingId: string): Promise<string | null> {
  try {
    const { error } = await supabase.functions.invoke(STAFF_FUNCTION, { body: { booking_notice: bookingId } });
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
