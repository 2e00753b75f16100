import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ARTWORK_BUCKET } from '@shared/artwork-rules';
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
  if (paths.length === 0) return;
  const { error } = await supabase.storage.from(ARTWORK_BUCKET).remove(paths);
  if (error) throw toDataError(error);
}

/**
 * Deletes everything stored for one address. The artwork files go first, so
 * a failure leaves the rows that point at them (and the action can be
 * repeated); then the rows, in one transaction of the database's own.
 */
export async function deletePersonalData(email: string): Promise<{ removedFiles: number }> {
  const found = await exportPersonalData(email);
  const files = found.artwork.map((a) => a.object_path);
  await removeArtwork(files);
  const { data, error, status } = await supabase.rpc('privacy_delete', { p_email: email.trim() });
  if (error) throw toDataError(error, status);
  // Artwork that arrived in between: its rows are gone now, so its files go too.
  const late = ((data as string[] | null) ?? []).filter((path) => !files.includes(path));
  await removeArtwork(late);
  return { removedFiles: files.length + late.length };
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
