import type { SupabaseClient } from '@supabase/supabase-js';
import { ADVERTISER_COLUMNS, advertiserSearchFilter, DuplicateAdvertiserError, findAdvertiserByEmail, type Advertiser } from '@/lib/advertisers/advertisers';
import { toDataError } from '@/lib/to-data-error';
import type { Database } from '@/types/database';

type Client = SupabaseClient<Database>;

/** How many advertisers the list shows at once: a search narrows it. */
export const ADVERTISERS_LIMIT = 200;

/** Each advertiser with the number of its leads and campaigns, counted by PostgREST in the same request. */
const LIST_SELECT = `${ADVERTISER_COLUMNS}, campaigns(count), contact_inquiries(count)` as const;

export interface AdvertiserSummary extends Advertiser {
  leads: number;
  campaigns: number;
}

type CountedRow = Advertiser & { campaigns: { count: number }[]; contact_inquiries: { count: number }[] };

const summary = ({ campaigns, contact_inquiries, ...row }: CountedRow): AdvertiserSummary => ({
  ...row,
  campaigns: campaigns[0]?.count ?? 0,
  leads: contact_inquiries[0]?.count ?? 0,
});

/** The advertisers whose company, contact or e-mail contains the term (all when empty), by company, in one request. */
export async function readAdvertisers(client: Client, term: string): Promise<AdvertiserSummary[]> {
  let query = client.from('advertisers').select(LIST_SELECT);
  if (term.trim() !== '') query = query.or(advertiserSearchFilter(term));
  const { data, error, status } = await query.order('company', { nullsFirst: false }).order('contact_name').order('id').limit(ADVERTISERS_LIMIT);
  if (error) throw toDataError(error, status);
  return (data ?? []).map(summary);
}

/** Some advertisers by id, with their counts (the two sides of a merge). */
export async function readAdvertisersById(client: Client, ids: readonly string[]): Promise<AdvertiserSummary[]> {
  const { data, error, status } = await client
    .from('advertisers')
    .select(LIST_SELECT)
    .in('id', [...ids]);
  if (error) throw toDataError(error, status);
  return (data ?? []).map(summary);
}

export type AdvertiserDetails = Pick<Advertiser, 'company' | 'contact_name' | 'email' | 'phone' | 'notes'>;

/** Saves an advertiser's details; an e-mail another advertiser has (in any case) is refused by name. */
export async function updateAdvertiser(client: Client, id: string, details: AdvertiserDetails): Promise<Advertiser> {
  const { data, error, status } = await client.from('advertisers').update(details).eq('id', id).select(ADVERTISER_COLUMNS).single();
  if (error) {
    if (error.code === '23505' && details.email) throw new DuplicateAdvertiserError(details.email, await findAdvertiserByEmail(client, details.email));
    throw toDataError(error, status);
  }
  return data;
}

/** Moves every lead and campaign of `merge` to `keep`, fills what `keep` lacks from it, and deletes it (the database does it at once). */
export async function mergeAdvertisers(client: Client, keep: string, merge: string): Promise<void> {
  const { error, status } = await client.rpc('merge_advertisers', { p_keep: keep, p_merge: merge });
  if (error) throw toDataError(error, status);
}
