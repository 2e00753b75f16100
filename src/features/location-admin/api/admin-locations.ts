import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locationKeys } from '@/lib/query-keys';
import { siteRebuildKeys } from '@/lib/admin-query-keys';
import { DataError } from '@/lib/data-error';
import { toDataError } from '@/lib/to-data-error';
import { supabase } from '@/lib/supabase';
import type { BillboardLocation } from '@/types/billboard-location';
import type { LocationFields } from '../lib/location-schema';
import { removeLocationFiles, uploadLocationPhoto, uploadSalesSheet } from './location-files';

/** Every location, inactive ones included (row-level security shows those to the admin only). */
export async function listAllLocations(): Promise<BillboardLocation[]> {
  const { data, error, status } = await supabase.from('billboard_locations').select('*').order('name', { ascending: true });
  if (error) throw toDataError(error, status);
  return data ?? [];
}

export function useAdminLocations() {
  return useQuery(queryOptions({ queryKey: locationKeys.admin(), queryFn: listAllLocations, staleTime: 0 }));
}

/** A file field of the form: keep what is stored, replace it with a new file, or remove it. */
export type FileChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export interface SaveLocationInput {
  /** Absent for a new location. */
  existing?: BillboardLocation;
  fields: LocationFields;
  photo1: FileChange;
  photo2: FileChange;
  salesSheet: FileChange;
}

async function resolveFile(change: FileChange, current: string | null, upload: (file: File) => Promise<string>): Promise<string | null> {
  if (change.kind === 'keep') return current;
  if (change.kind === 'remove') return null;
  return upload(change.file);
}

/**
 * Uploads the new files first (a failed upload leaves the row as it was),
 * then writes the row, then removes the files it no longer uses.
 */
export async function saveLocation({ existing, fields, photo1, photo2, salesSheet }: SaveLocationInput): Promise<BillboardLocation> {
  const [thumbnail_image_1, thumbnail_image_2, sales_sheet_pdf_url] = await Promise.all([
    resolveFile(photo1, existing?.thumbnail_image_1 ?? null, (file) => uploadLocationPhoto(file)),
    resolveFile(photo2, existing?.thumbnail_image_2 ?? null, (file) => uploadLocationPhoto(file, Date.now() + 1)),
    resolveFile(salesSheet, existing?.sales_sheet_pdf_url ?? null, (file) => uploadSalesSheet(file)),
  ]);
  const row = { ...fields, thumbnail_image_1, thumbnail_image_2, sales_sheet_pdf_url };
  const query = existing
    ? supabase.from('billboard_locations').update(row).eq('id', existing.id).select().single()
    : supabase.from('billboard_locations').insert(row).select().single();
  const { data, error, status } = await query;
  if (error) {
    // The new files belong to no row: take them back out.
    await removeLocationFiles([thumbnail_image_1, thumbnail_image_2, sales_sheet_pdf_url].filter((url) => url && !Object.values(existing ?? {}).includes(url)));
    throw toDataError(error, status);
  }
  if (existing) {
    const kept = new Set([data.thumbnail_image_1, data.thumbnail_image_2, data.sales_sheet_pdf_url]);
    await removeLocationFiles([existing.thumbnail_image_1, existing.thumbnail_image_2, existing.sales_sheet_pdf_url].filter((url) => !kept.has(url)));
  }
  return data;
}

export async function deleteLocation(location: BillboardLocation): Promise<void> {
  const { data, error, status } = await supabase.from('billboard_locations').delete().eq('id', location.id).select('id');
  if (error) throw toDataError(error, status);
  // Row-level security turns a refused delete into zero rows, not an error.
  if (!data || data.length === 0) {
    throw new DataError({ kind: 'not-allowed', message: 'The location was not deleted: only the site administrator can delete locations.' });
  }
  await removeLocationFiles([location.thumbnail_image_1, location.thumbnail_image_2, location.sales_sheet_pdf_url]);
}

/** After any change the public list and map (and the admin's list) read the locations again, and the admin's notice the site's rebuild the database may have queued. */
function useInvalidateLocations() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: locationKeys.all }), client.invalidateQueries({ queryKey: siteRebuildKeys.all })]);
}

export function useSaveLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({ mutationFn: saveLocation, onSuccess: invalidate });
}

export function useDeleteLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({ mutationFn: deleteLocation, onSuccess: invalidate });
}

export interface SetLocationActiveInput {
  location: BillboardLocation;
  active: boolean;
}

/** Shows or hides a location on the public map, from the list, without the form. */
export async function setLocationActive({ location, active }: SetLocationActiveInput): Promise<BillboardLocation> {
  const { data, error, status } = await supabase.from('billboard_locations').update({ is_active: active }).eq('id', location.id).select().maybeSingle();
  if (error) throw toDataError(error, status);
  // Row-level security turns a refused update into zero rows, not an error.
  if (!data) throw new DataError({ kind: 'not-allowed', message: 'Only the site administrator can change locations.' });
  return data;
}

export function useSetLocationActive() {
  const invalidate = useInvalidateLocations();
  return useMutation({ mutationFn: setLocationActive, onSuccess: invalidate });
}
