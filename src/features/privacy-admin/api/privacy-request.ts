import { mutationOptions, useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';

/** Everything stored for one address, as the database's privacy_export answers it. */
export interface PrivacyExport {
  email: string;
  exported_at: string;
  contact_inquiries: Record<string, unknown>[];
  bookings: Record<string, unknown>[];
  artwork: { object_path: string }[];
  /** Customer records, each with its campaigns (bookings, events, artwork versions, proof photos, payments, invoices). */
  advertisers: Record<string, unknown>[];
  /** Invoices (with their lines) and payments kept after their campaign was deleted. */
  invoices_without_campaign: Record<string, unknown>[];
  payments_without_campaign: Record<string, unknown>[];
  newsletter_subscribers: Record<string, unknown>[];
}

/** The admin only: the database function checks the caller. */
export async function exportPersonalData(email: string): Promise<PrivacyExport> {
  const { data, error, status } = await supabase.rpc('privacy_export', { p_email: email.trim() });
  if (error) throw toDataError(error, status);
  return data as unknown as PrivacyExport;
}

/** A stored file the database answers for removal: which bucket, and where in it. */
export interface StoredFile {
  bucket: string;
  path: string;
}

async function removeFiles(files: StoredFile[]): Promise<void> {
  const byBucket = new Map<string, string[]>();
  for (const file of files) byBucket.set(file.bucket, [...(byBucket.get(file.bucket) ?? []), file.path]);
  for (const [bucket, paths] of byBucket) {
    const { error } = await supabase.storage.from(bucket).remove(paths);
    if (error) throw toDataError(error);
  }
}

/**
 * The database deletes what holds no stored file (the sign-in account among
 * it) and answers the files still to remove: leads' and campaigns' artwork,
 * proof photos.
 */
async function deleteRows(email: string): Promise<StoredFile[]> {
  const { data, error, status } = await supabase.rpc('privacy_delete', { p_email: email.trim() });
  if (error) throw toDataError(error, status);
  return data ?? [];
}

/**
 * Deletes everything stored for one address, files first: the database keeps
 * each lead or campaign whose files are still stored and answers them; the
 * files are removed, then a second call deletes those rows. A removal that
 * fails leaves them (nothing orphaned), and the action can simply be
 * repeated. Invoices and payments stay, as the database keeps them.
 */
export async function deletePersonalData(email: string): Promise<{ removedFiles: number }> {
  const files = await deleteRows(email);
  if (files.length === 0) return { removedFiles: 0 };
  await removeFiles(files);
  const left = await deleteRows(email);
  if (left.length > 0) {
    throw new Error(
      `${left.length} file${left.length === 1 ? ' was' : 's were'} not removed from storage; the records that point at ${left.length === 1 ? 'it' : 'them'} are kept. Try again.`,
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
