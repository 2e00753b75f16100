import type { ApiRole } from './jwt';

/** The part of a transaction the backend uses: PGlite's and node-postgres's both fit. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface RoleOptions {
  readOnly: boolean;
}

/** The local backend's database, embedded (PGlite) or a real PostgreSQL server. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** A transaction as the database owner (bypasses RLS): only for server-side bookkeeping. */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** A transaction as an API role with the request's claims, so row-level security decides. */
  asRole<T>(role: ApiRole, claims: Record<string, unknown>, options: RoleOptions, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Back to the state right after bootstrap, migrations and seed. */
  reset(): Promise<void>;
  close(): Promise<void>;
}
