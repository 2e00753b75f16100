import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { toDataError } from '@/lib/to-data-error';
import { supabase } from '@/lib/supabase';
import type { LeadStatus } from './lead';
import { invalidateCampaignRecords } from '@/lib/admin-query-keys';

export async function updateLeadStatus({ id, status }: { id: string; status: LeadStatus }): Promise<void> {
  const { data, error, status: httpStatus } = await supabase.from('contact_inquiries').update({ status }).eq('id', id).select('id');
  if (error) throw toDataError(error, httpStatus);
  // RLS filters a row it refuses: no row changed means no permission.
  if (!data?.length) throw new DataError({ kind: 'not-allowed', message: 'The lead could not be changed. Are you still signed in as the admin?' });
}

export function useUpdateLeadStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLeadStatus,
    onSuccess: () => invalidateCampaignRecords(client),
  });
}
