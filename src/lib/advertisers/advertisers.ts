// The advertisers (the company's customers) as the staff's screens read and
// write them: the phone-sale form picks or creates one, the advertisers screen
// lists, edits and merges them. Shared code, since both features use it.
// Row-level security lets the admin alone read or write them; each call takes
// the client whose session it runs under.
import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError } from '@/lib/data-error';
import { toDataError } from '@/lib/to-data-error';
import type { Database, Tables } from '@/types/database';
import { campaignRecordKeys } from '@/lib/admin-query-keys';

/** The client a call runs as (the app's, or a test's signed-in one): row-level security decides. */
type Client = SupabaseClient<Database>;

export type Advertiser = Pick<Tables<'advertisers'>, 'id' | 'company' | 'contact_name' | 'email' | 'phone' | 'notes'>;

export const ADVERTISER_COLUMNS = 'id, company, contact_name, email, phone, notes';

/** Matches the search box offers at most. */
export const ADVERTISER_SEARCH_LIMIT = 10;

/** Typing pauses this long before advertisers are searched: a typist's word is one request, and it still feels immediate. */
export const ADVERTISER_SEARCH_DEBOUNCE_MS = 250;

export const advertiserKeys = {
  all: campaignRecordKeys.advertisers,
  search: (term: string) => [...campaignRecordKeys.advertisers, 'search', term] as const,
  list: (term: string) => [...campaignRecordKeys.advertisers, 'list', term] as const,
};

/** The company, else the contact: how the staff name an advertiser. */
export function advertiserName(advertiser: Pick<Advertiser, 'company' | 'contact_name'>): string {
  return advertiser.company?.trim() || advertiser.contact_name;
}

/**
 * A typed term as a literal inside an ilike pattern: `%`, `_` and `\` match
 * themselves; PostgREST's `*` wildcard is replaced as well. Commas and
 * parentheses are dropped since the term goes into an `or=(…)` list.
 */
export function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`).replace(/[*,()"]/g, ' ');
}

/** The `or` filter of a search: company, contact or e-mail contains the term, any case. */
export function advertiserSearchFilter(term: string): string {
  const pattern = `*${likeLiteral(term.trim())}*`;
  return ['company', 'contact_name', 'email'].map((column) => `${column}.ilike.${pattern}`).join(',');
}

/** Up to ADVERTISER_SEARCH_LIMIT advertisers whose company, contact or e-mail contains the term. */
export async function searchAdvertisers(client: Client, term: string): Promise<Advertiser[]> {
  let query = client.from('advertisers').select(ADVERTISER_COLUMNS);
  if (term.trim() !== '') query = query.or(advertiserSearchFilter(term));
  const { data, error, status } = await query.order('company', { nullsFirst: false }).order('contact_name').limit(ADVERTISER_SEARCH_LIMIT);
  if (error) throw toDataError(error, status);
  return data ?? [];
}

/** The advertiser of an e-mail address, compared without regard to case (as the database's unique index does). */
export async function findAdvertiserByEmail(client: Client, email: string): Promise<Advertiser | null> {
  const { data, error, status } = await client.from('advertisers').select(ADVERTISER_COLUMNS).ilike('email', likeLiteral(email.trim())).limit(1);
  if (error) throw toDataError(error, status);
  return data?.[0] ?? null;
}

export interface NewAdvertiser {
  company: string;
  contact_name: string;
  email: string;
  phone: string;
}

/** Thrown when the e-mail already belongs to an advertiser: the form offers that one instead. */
export class DuplicateAdvertiserError extends DataError {
  readonly existing: Advertiser | null;
  constructor(email: string, existing: Advertiser | null) {
    super({
      kind: 'conflict',
      code: '23505',
      message: existing ? `${email} is already the e-mail of ${advertiserName(existing)}.` : `${email} is already the e-mail of an advertiser.`,
    });
    this.existing = existing;
  }
}

/** Creates an advertiser; an e-mail already on file (in any case) is refused by the database's unique index. */
export async function createAdvertiser(client: Client, input: NewAdvertiser): Promise<Advertiser> {
  const row = {
    company: input.company.trim() || null,
    contact_name: input.contact_name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim() || null,
  };
  const { data, error, status } = await client.from('advertisers').insert(row).select(ADVERTISER_COLUMNS).single();
  if (error) {
    if (error.code === '23505') throw new DuplicateAdvertiserError(row.email, await findAdvertiserByEmail(client, row.email));
    throw toDataError(error, status);
  }
  return data;
}
