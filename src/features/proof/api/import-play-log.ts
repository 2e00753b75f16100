import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { PlayLogError, PlayLogRow } from '../lib/play-log';
import { proofKeys } from './proof-keys';

export type PlayLogImportResult = { imported: true; rowsInFile: number; rowsImported: number } | { imported: false; errors: PlayLogError[] };

interface RpcAnswer {
  errors: PlayLogError[];
  rows_in_file?: number;
  rows_imported?: number;
}

/** Sends the parsed rows to import_play_log: the database stores all of them or none and names the lines it refused. */
export async function importPlayLog(fileName: string, rows: PlayLogRow[]): Promise<PlayLogImportResult> {
  const { data, error, status } = await supabase.rpc('import_play_log', { p_file_name: fileName, p_rows: rows });
  if (error) throw toDataError(error, status);
  const answer = data as unknown as RpcAnswer;
  if (answer.errors.length > 0) return { imported: false, errors: answer.errors };
  return { imported: true, rowsInFile: answer.rows_in_file ?? 0, rowsImported: answer.rows_imported ?? 0 };
}

export function useImportPlayLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileName, rows }: { fileName: string; rows: PlayLogRow[] }) => importPlayLog(fileName, rows),
    onSuccess: (result) => {
      if (result.imported) void queryClient.invalidateQueries({ queryKey: proofKeys.all });
    },
  });
}
