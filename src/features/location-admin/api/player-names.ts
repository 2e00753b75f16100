import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { Database } from '@/types/database';

export type PlayerSoftware = Database['public']['Enums']['player_software'];

export interface PlayerName {
  location_id: string;
  player: PlayerSoftware;
  name: string;
}

const playerNameKeys = { all: ['board-player-names'] as const };

/** Every board's names in the players' software (row-level security shows them to the admin only). */
async function listPlayerNames(): Promise<PlayerName[]> {
  const { data, error, status } = await supabase.from('board_player_names').select('location_id, player, name').order('name');
  if (error) throw toDataError(error, status);
  return data ?? [];
}

/** One query for the whole list: each board's row reads its own names from it. */
export function usePlayerNames() {
  return useQuery(queryOptions({ queryKey: playerNameKeys.all, queryFn: listPlayerNames }));
}

export function useAddPlayerName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: PlayerName) => {
      const { error, status } = await supabase.from('board_player_names').insert({ location_id: row.location_id, player: row.player, name: row.name.trim() });
      if (error) throw toDataError(error, status);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: playerNameKeys.all }),
  });
}

export function useRemovePlayerName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: PlayerName) => {
      const { error, status } = await supabase.from('board_player_names').delete().eq('player', row.player).eq('name', row.name);
      if (error) throw toDataError(error, status);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: playerNameKeys.all }),
  });
}
