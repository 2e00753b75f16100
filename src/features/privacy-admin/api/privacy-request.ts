import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ARTWORK_BUCKET } from '@shared/business-rules.ts';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';

/** Everything stored for one address, as the database's privacy_export answers it. */
export interface PrivacyExport {
  email: string;
  exported_at: string;
  contact_inquiries: Record<string, unknown>[];
  bookings: Record<string, unknown>[];
  artwork: { object_path: string }[];
  newsletter_subscribers: Record<string, unknown>[];
}

/** The admin only: the database function checks the caller. */
export async function exportPersonalData(email: string): Promise<PrivacyExport> {
  const { data, error, status } = await supabase.rpc('privacy_export', { p_email: email.trim() });
  if (error) throw toDataError(error, status);
  return data as unknown as PrivacyExport;
}

async function removeArtwork(paths: string[]): Promise<void> {
  const { error } = await supabase.storage.from(ARTWORK_BUCKET).remove(paths);
  if (error) throw toDataError(error);
}

/** The database deletes what holds no stored file and answers the artwork files still to remove. */
async function deleteRows(email: string): Promise<string[]> {
  const { data, error, status } = await supabase.rpc('privacy_delete', { p_email: email.trim() });
  if (error) throw toDataError(error, status);
  return data ?? [];
}

/**
 * Deletes everything stored for one address, files first: the database keeps
 * each lead whose artwork file is still stored and answers its path; the files
 * are removed, then a second call deletes those leads. A removal that fails
 * leaves them (nothing orphaned), and the action can simply be repeated.
 */
export async function deletePersonalData(email: string): Promise<{ removedFiles: number }> {
  const files = await deleteRows(email);
  if (files.length === 0) return { removedFiles: 0 };
  await removeArtwork(files);
  const left = await deleteRows(email);
  if (left.length > 0) {
    throw new Error(
      `${left.length} artwork file${left.length === 1 ? ' was' : 's were'} not removed from storage; the leads that point at them are kept. Try again.`,
    );
  }
  return { removedFiles: files.length };
}

export function exportPersonalDataMutationOptions() {
  return mutationOptions({ mutationFn: exportPersonalData });
}

export function useExportPersonalData() {
  return useMutation(exportPersonalDataMutationOptions());
}

export function deletePersonalDataMutationOptions() {
  return mutationOptions({ mutationFn: deletePersonalData });
}

export function useDeletePersonalData() {
  return useMutation(deletePersonalDataMutationOptions());
}
