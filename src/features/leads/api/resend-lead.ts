import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFunctionsDataError } from '@/lib/functions-data-error';
import { supabase } from '@/lib/supabase';
import { leadsQueryOptions } from './get-leads';

const CONTACT_FUNCTION = 'send-contact-email';

/**
 * Asks the contact function to e-mail a lead again, with the admin's session:
 * the function checks, through row-level security, that the caller may read the lead.
 */
export async function resendLead(id: string): Promise<{ delivered: boolean }> {
  const { data, error } = await supabase.functions.invoke<{ delivered?: boolean }>(CONTACT_FUNCTION, { body: { resend: id } });
  if (error) throw await toFunctionsDataError(error);
  return { delivered: Boolean(data?.delivered) };
}

export function useResendLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendLead,
    onSettled: () => client.invalidateQueries({ queryKey: leadsQueryOptions().queryKey }),
  });
}
