import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { proofKeys } from './proof-keys';

export const RECENT_IMPORTS = 5;

export interface PlayLogImportRecord {
  id: string;
  file_name: string;
  rows_in_file: number;
  rows_imported: number;
  imported_at: string;
}

/** The latest play log imports (admin only, by row-level security). */
export async function getPlayLogImports(): Promise<PlayLogImportRecord[]> {
  const { data, error, status } = await supabase
    .from('play_log_imports')
    .select('id, file_name, rows_in_file, rows_imported, imported_at')
    .order('imported_at', { ascending: false })
    .order('id')
    .limit(RECENT_IMPORTS);
  if (error) throw toDataError(error, status);
  return data ?? [];
}

export function usePlayLogImports() {
  return useQuery(queryOptions({ queryKey: proofKeys.imports(), queryFn: getPlayLogImports }));
}
