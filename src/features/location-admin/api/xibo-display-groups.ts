import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';

export interface XiboDisplayGroup {
  location_id: string;
  display_group_id: number;
}

const displayGroupKeys = { all: ['board-xibo-display-groups'] as const };

/** Every board's Xibo display group (row-level security shows them to the admin only). */
async function listDisplayGroups(): Promise<XiboDisplayGroup[]> {
  const { data, error, status } = await supabase.from('board_xibo_display_groups').select('location_id, display_group_id');
  if (error) throw toDataError(error, status);
  return data ?? [];
}

/** One query for the whole list: each board's row reads its own group from it. */
export function useXiboDisplayGroups() {
  return useQuery(queryOptions({ queryKey: displayGroupKeys.all, queryFn: listDisplayGroups }));
}

/** Sets the board's display group (null: the board is not in Xibo any more). */
export function useSetXiboDisplayGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ location_id, display_group_id }: { location_id: string; display_group_id: number | null }) => {
      const { error, status } =
        display_group_id === null
          ? await supabase.from('board_xibo_display_groups').delete().eq('location_id', location_id)
          : await supabase.from('board_xibo_display_groups').upsert({ location_id, display_group_id }, { onConflict: 'location_id' });
      if (error) throw toDataError(error, status);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: displayGroupKeys.all }),
  });
}
