import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';

// The Toronto hour of the staff's morning e-mail: one row the admin reads and
// sets (the database's policies allow no one else); the scheduled job sends
// the day's digest at the first hourly run at or after it.

export async function getDigestHour(): Promise<number> {
  const { data, error, status } = await supabase.from('staff_digest_settings').select('toronto_hour').single();
  if (error) throw toDataError(error, status);
  return data.toronto_hour;
}

export async function setDigestHour(hour: number): Promise<number> {
  const { data, error, status } = await supabase.from('staff_digest_settings').update({ toronto_hour: hour }).eq('id', true).select('toronto_hour');
  if (error) throw toDataError(error, status);
  // RLS filters a row it refuses: no row changed means no permission.
  const row = data?.[0];
  if (!row) throw new DataError({ kind: 'not-allowed', message: 'The hour could not be changed. Are you still signed in as the admin?' });
  return row.toronto_hour;
}

export function digestHourQueryOptions() {
  return queryOptions({ queryKey: ['staff-digest-hour'] as const, queryFn: getDigestHour });
}

export function useDigestHour() {
  return useQuery(digestHourQueryOptions());
}

export function useSetDigestHour() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDigestHour,
    onSuccess: (hour) => client.setQueryData(digestHourQueryOptions().queryKey, hour),
  });
}
