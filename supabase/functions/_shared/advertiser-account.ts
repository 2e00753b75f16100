// The advertiser's own account, made when the staff confirm a campaign: a
// confirmed Auth user for the advertiser's e-mail (no password: they sign in
// at /account with an e-mailed link or code), linked through
// advertisers.user_id. An account that already has the e-mail is linked
// instead, unless it is the admin's: the staff's account is never a
// customer's (the database refuses it too). Made by the server only (Auth's
// admin API with the service role), never from the browser.

import { company } from './company.ts';
import { ACCOUNT_PATH } from './account-link.ts';
import { StoreError, type RpcClient } from './lead-supabase-store.ts';

export { ACCOUNT_PATH };

/** The sentence the confirmation e-mail carries: where and how to sign in. */
export function accountSignInLine(): string {
  return `Follow your campaign online at ${company.url}${ACCOUNT_PATH}: type this e-mail address there and we will e-mail you a sign-in link and a 6-digit code. No password needed.`;
}

/** A row of public.advertiser_account_target. */
export interface AdvertiserAccountTarget {
  advertiser_id: string;
  email: string | null;
  user_id: string | null;
  existing_user_id: string | null;
  existing_is_staff: boolean;
}

export interface AdvertiserAccountStore {
  /** The campaign's advertiser and any account with their e-mail; null when there is no such campaign. */
  target(campaignId: string): Promise<AdvertiserAccountTarget | null>;
  /** A confirmed Auth user for the address, with no password: its id, or 'exists' when one already has it. */
  createUser(email: string): Promise<{ id: string } | 'exists'>;
  /** Links the account unless the advertiser has one already; true when this call linked it. */
  link(advertiserId: string, userId: string): Promise<boolean>;
}

export type AdvertiserAccountOutcome = 'created' | 'linked' | 'already' | 'no-email' | 'admin' | 'no-campaign';

/** The database's "an admin's account cannot be an advertiser's" (advertisers_not_admin). */
const isAdminRefusal = (err: unknown) => (err as { code?: unknown } | null)?.code === '23514';

/** Makes sure the campaign's advertiser has an account; says what it did. Throws only on a failure worth logging. */
export async function ensureAdvertiserAccount(store: AdvertiserAccountStore, campaignId: string): Promise<AdvertiserAccountOutcome> {
  let target = await store.target(campaignId);
  if (!target) return 'no-campaign';
  if (target.user_id) return 'already';
  if (!target.email) return 'no-email';
  let outcome: AdvertiserAccountOutcome = 'linked';
  if (!target.existing_user_id) {
    const created = await store.createUser(target.email);
    if (created === 'exists') {
      // Made meanwhile (another confirmation at the same moment): link that one.
      target = await store.target(campaignId);
      if (!target?.existing_user_id) throw new Error('an account with the advertiser e-mail exists but could not be found');
    } else {
      target = { ...target, existing_user_id: created.id, existing_is_staff: false };
      outcome = 'created';
    }
  }
  if (target.existing_is_staff) return 'admin';
  try {
    return (await store.link(target.advertiser_id, target.existing_user_id!)) ? outcome : 'already';
  } catch (err) {
    if (isAdminRefusal(err)) return 'admin';
    throw err;
  }
}

/** The little of supabase-js's admin API this needs (the deployed function's service-role client). */
export interface AuthAdminClient {
  auth: {
    admin: {
      createUser(attributes: { email: string; email_confirm: boolean }): PromiseLike<{
        data: { user: { id: string } | null };
        error: { code?: string; status?: number; message: string } | null;
      }>;
    };
  };
}

export function createSupabaseAdvertiserAccountStore(db: RpcClient, service: AuthAdminClient): AdvertiserAccountStore {
  return {
    async target(campaignId) {
      const { data, error } = await db.rpc('advertiser_account_target', { p_campaign: campaignId });
      if (error) throw new StoreError('advertiser_account_target', error);
      return ((data as AdvertiserAccountTarget[] | null) ?? [])[0] ?? null;
    },
    async createUser(email) {
      const { data, error } = await service.auth.admin.createUser({ email, email_confirm: true });
      if (error?.code === 'email_exists') return 'exists';
      if (error || !data.user) throw new Error(`creating the advertiser's account failed: ${error?.message ?? 'no user'}`);
      return { id: data.user.id };
    },
    async link(advertiserId, userId) {
      const { data, error } = await db.rpc('link_advertiser_account', { p_advertiser: advertiserId, p_user: userId });
      if (error) throw new StoreError('link_advertiser_account', error);
      return data === true;
    },
  };
}
