// One error type for everything that talks to Supabase (REST, storage,
// functions), so a screen or a test can tell "not found", "not allowed" and
// "offline" apart instead of matching message texts. Errors are recognised by
// their shape and name, not with instanceof: public pages load supabase-js
// lazily and this module must not pull it in.

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

const KIND_OF_CODE: Record<string, DataErrorKind> = {
  // single() or maybeSingle() found no row (or several).
  PGRST116: 'not-found',
  // Unknown table, function or column in the API's schema cache.
  PGRST202: 'not-found',
  PGRST204: 'not-found',
  PGRST205: 'not-found',
  // Postgres refused the privilege; PostgREST refused the token.
  '42501': 'not-allowed',
  PGRST301: 'not-allowed',
  PGRST302: 'not-allowed',
  PGRST303: 'not-allowed',
  '23505': 'conflict',
  '23503': 'conflict',
  '40001': 'conflict',
  '23502': 'invalid',
  '23514': 'invalid',
  '22001': 'invalid',
  '22P02': 'invalid',
  '21000': 'invalid',
};

function kindOfCode(code: string): DataErrorKind | null {
  if (code in KIND_OF_CODE) return KIND_OF_CODE[code]!;
  // PostgREST's request errors (bad query string, unknown filter, ...).
  if (/^PGRST1\d\d$/.test(code)) return 'invalid';
  // Postgres's data exceptions and integrity violations.
  if (/^2[23][0-9A-Z]{3}$/.test(code)) return 'invalid';
  return null;
}

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

// What fetch throws when no answer arrives: "Failed to fetch" (Chromium),
// "NetworkError when attempting to fetch resource." (Firefox), "Load failed"
// (Safari), "fetch failed" (Node). supabase-js passes it on as a message
// prefixed with the error's name.
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|fetch failed/i;

const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function httpStatusOf(value: unknown): number | null {
  const status = record(value)?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * The DataError of a failed supabase-js call: a PostgREST error (pass the
 * response's `status`), a storage error, a functions error or a network
 * failure. `context` goes before the message (e.g. what was being loaded).
 */
export function toDataError(error: unknown, status?: number | null, context?: string): DataError {
  if (error instanceof DataError) return error;
  const fields = record(error);
  const name = text(fields?.name);
  const message = text(fields?.message) ?? (typeof error === 'string' ? error : 'The request failed.');
  const withContext = (m: string) => (context ? `${context} ${m}` : m);

  if (name === 'FunctionsFetchError' || (name === 'StorageUnknownError' && NETWORK_FAILURE.test(`${message} ${String(fields?.originalError)}`))) {
    return new DataError({ kind: 'offline', message: withContext(message), cause: error });
  }
  if (name === 'FunctionsRelayError') return new DataError({ kind: 'server', message: withContext(message), cause: error });
  if (name === 'FunctionsHttpError') {
    const httpStatus = httpStatusOf(fields?.context);
    return new DataError({ kind: kindOfStatus(httpStatus), message: withContext(message), status: httpStatus, cause: error });
  }
  if (name === 'StorageApiError') {
    // Storage answers its own code (the status it means) in statusCode, often under an HTTP 400.
    const code = text(fields?.statusCode);
    const httpStatus = httpStatusOf(error);
    const meant = code !== null && /^\d{3}$/.test(code) ? Number(code) : httpStatus;
    return new DataError({ kind: kindOfStatus(meant), message: withContext(message), code, status: httpStatus, cause: error });
  }

  const code = text(fields?.code);
  const httpStatus = status ?? httpStatusOf(error);
  if (httpStatus === 0 || (code === null && NETWORK_FAILURE.test(message)) || (error instanceof TypeError && NETWORK_FAILURE.test(message))) {
    return new DataError({ kind: 'offline', message: withContext(message), code, status: null, cause: error });
  }
  const kind = (code && kindOfCode(code)) || kindOfStatus(httpStatus);
  return new DataError({ kind, message: withContext(message), code, status: httpStatus, cause: error });
}

/**
 * Like toDataError, for an error of functions.invoke: a function's own
 * refusal reads better than supabase-js's "non-2xx status code", so its
 * JSON body's `error` (and `code`) are used when it has them.
 */
export async function toFunctionsDataError(error: unknown, context?: string): Promise<DataError> {
  const base = toDataError(error, undefined, context);
  const response = record(error)?.context;
  if (record(error)?.name !== 'FunctionsHttpError' || !(response instanceof Response)) return base;
  let body: Record<string, unknown> | null = null;
  try {
    body = record(await response.clone().json());
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const message = text(body?.error);
  return new DataError({
    kind: base.kind,
    message: message ? (context ? `${context} ${message}` : message) : base.message,
    code: text(body?.code) ?? base.code,
    status: base.status,
    cause: error,
  });
}
