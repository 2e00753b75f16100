import { FunctionsHttpError } from '@supabase/supabase-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { leadsQueryOptions } from './get-leads';

const CONTACT_FUNCTION = 'send-contact-email';

/**
 * Asks the contact function to e-mail a lead again, with the admin's session:
 * the function checks, through row-level security, that the caller may read the lead.
 */
export async function resendLead(id: string): Promise<{ delivered: boolean }> {
  const { data, error } = await supabase.functions.invoke(CONTACT_FUNCTION, { body: { resend: id } });
  if (error) {
    let message = error.message;
    if (error instanceof FunctionsHttpError) {
      const body = (await (error.context as Response).json().catch(() => null)) as { error?: string } | null;
      if (body?.error) message = body.error;
    }
    throw new Error(message);
  }
  return { delivered: Boolean((data as { delivered?: boolean } | null)?.delivered) };
}

export function useResendLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendLead,
    onSettled: () => client.invalidateQueries({ queryKey: leadsQueryOptions().queryKey }),
  });
}
