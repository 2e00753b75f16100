// One error type for everything that talks to Supabase (REST, storage,
// functions), so a screen or a test can tell "not found", "not allowed" and
// "offline" apart instead of matching message texts. to-data-error.ts makes
// one from what supabase-js returns.

export type DataErrorKind = 'not-found' | 'not-allowed' | 'offline' | 'conflict' | 'invalid' | 'server';

export interface DataErrorInit {
  kind: DataErrorKind;
  message: string;
  /** The backend's own code: PostgREST's or Postgres's (`PGRST116`, `42501`), storage's (`409`), or null. */
  code?: string | null;
  /** The HTTP status, or null when no answer came (offline) or none is known. */
  status?: number | null;
  cause?: unknown;
}

export class DataError extends Error {
  readonly kind: DataErrorKind;
  readonly code: string | null;
  readonly status: number | null;

  constructor({ kind, message, code = null, status = null, cause }: DataErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'DataError';
    this.kind = kind;
    this.code = code;
    this.status = status;
  }
}

export const isDataError = (error: unknown): error is DataError => error instanceof DataError;

/** The kind an HTTP status means (0: no answer came). */
export function kindOfStatus(status: number | null): DataErrorKind {
  if (status === null) return 'server';
  if (status === 0) return 'offline';
  if (status === 401 || status === 403) return 'not-allowed';
  if (status === 404 || status === 406) return 'not-found';
  if (status === 409) return 'conflict';
  if (status >= 400 && status < 500) return 'invalid';
  return 'server';
}
