import type { LocalDatabase, Tx } from '../database';
import { createConfirmedUser, findUserByEmail } from '../auth/users';
import type { AdvertiserAccountStore, AdvertiserAccountTarget } from '../../functions/_shared/advertiser-account';

const SERVICE_CLAIMS = { role: 'service_role' };

/**
 * The deployed store's behaviour here: the same database functions as the
 * service role, and this backend's own admin user creation (what POST
 * /auth/v1/admin/users does) in place of Auth's admin API.
 */
export function createLocalAdvertiserAccountStore(db: LocalDatabase): AdvertiserAccountStore {
  const asService = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => db.asRole('service_role', SERVICE_CLAIMS, { readOnly: false }, fn);
  return {
    async target(campaignId) {
      const { rows } = await asService((tx) =>
        tx.query<AdvertiserAccountTarget>(
          `select advertiser_id::text, email, user_id::text, existing_user_id::text, existing_is_staff
           from public.advertiser_account_target($1::uuid)`,
          [campaignId],
        ),
      );
      return rows[0] ?? null;
    },
    createUser(email) {
      return db.asOwner(async (tx) => {
        if (await findUserByEmail(tx, email)) return 'exists' as const;
        const user = await createConfirmedUser(tx, { email, password: undefined, confirmed: true, userMetadata: {}, appMetadata: {} });
        return { id: user.id };
      });
    },
    async link(advertiserId, userId) {
      const { rows } = await asService((tx) =>
        tx.query<{ linked: boolean }>('select public.link_advertiser_account($1::uuid, $2::uuid) as linked', [advertiserId, userId]),
      );
      return rows[0]?.linked === true;
    },
  };
}
