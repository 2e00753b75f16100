import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFunctionsDataError } from '@/lib/functions-data-error';
import { STAFF_FUNCTION } from '@/lib/staff-function';
import { supabase } from '@/lib/supabase';
import { leadsQueryOptions } from './get-leads';

/**
 * Asks the staff function to e-mail a lead again, with the admin's session:
 * the function has the database check that the caller is the admin.
 */
export async function resendLead(id: string): Promise<{ delivered: boolean }> {
  const { data, error } = await supabase.functions.invoke<{ delivered?: boolean }>(STAFF_FUNCTION, { body: { resend: id } });
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
