import bcrypt from 'bcryptjs';
import type { Tx } from '../database';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  phone: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  is_anonymous: boolean;
  banned_until: string | null;
  deleted_at: string | null;
}

// to_jsonb keeps Postgres's own timestamp text, as GoTrue's JSON does.
const SELECT_USER = 'select to_jsonb(u) as u from auth.users u';

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<{ u: UserRow }>(`${SELECT_USER} where lower(u.email) = lower($1) and u.deleted_at is null`, [email]);
  return rows[0]?.u;
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<{ u: UserRow }>(`${SELECT_USER} where u.id::text = $1 and u.deleted_at is null`, [id]);
  return rows[0]?.u;
}

// A hash of nothing anyone knows, compared against when the e-mail has no
// account: the answer then takes as long as for a real account, so its timing
// does not tell which e-mails are registered.
/**
 * The cost of every password hash here, the seed's included, so every sign-in costs the same.
 * bcrypt's cost only sets how slow each guess is; the accounts here hold development values
 * (dev-keys.ts), so the lowest cost bcrypt allows, where hosted auth chooses its own: at a
 * hosted cost, hashing was most of the local backend's work in the tests, which sign in
 * and make users by the hundred.
 */
export const BCRYPT_COST = 4;
const DUMMY_HASH = bcrypt.hashSync('no account has this password', BCRYPT_COST);

/** Compares against the user's hash, or against a dummy one of the same cost when there is no user. */
export async function passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
  if (!user?.encrypted_password) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, user.encrypted_password);
  } catch {
    return false;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function appMetadata(user: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...(user.raw_app_meta_data ?? {}) };
}

/** The user object as GoTrue serialises it. */
export async function userJson(tx: Tx, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await tx.query<{ i: Record<string, unknown> }>(
    `select jsonb_build_object('identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id,
              'identity_data', i.identity_data, 'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at,
              'created_at', i.created_at, 'updated_at', i.updated_at, 'email', i.email) as i
       from auth.identities i where i.user_id = $1 order by i.created_at`,
    [user.id],
  );
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: user.phone ?? '',
    confirmed_at: user.email_confirmed_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map((r) => r.i),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

export async function createConfirmedUser(
  tx: Tx,
  input: { email: string; password: string | undefined; confirmed: boolean; userMetadata: Record<string, unknown>; appMetadata: Record<string, unknown> },
): Promise<UserRow> {
  const hash = input.password ? await hashPassword(input.password) : null;
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.users (instance_id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, case when $3::boolean then now() end, $4::jsonb, $5::jsonb)
     returning id::text as id`,
    [input.email, hash, input.confirmed, JSON.stringify({ provider: 'email', providers: ['email'], ...input.appMetadata }), JSON.stringify(input.userMetadata)],
  );
  const id = rows[0].id;
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $2::uuid, jsonb_build_object('sub', $1::text, 'email', $3::text, 'email_verified', $4::boolean, 'phone_verified', false), 'email', now())`,
    [id, id, input.email, input.confirmed],
  );
  const user = await findUserById(tx, id);
  if (!user) throw new Error('user vanished after insert');
  return user;
}
