// What supabase-js returns when a call fails, as a DataError. Errors are
// recognised by their shape and name, not with instanceof: public pages load
// supabase-js lazily and this module must not pull it in (they load this one
// with the client too, see supabase-lazy.ts).
import { DataError, kindOfStatus, type DataErrorKind } from './data-error';

// PostgREST's and Postgres's codes, most specific first.
const KIND_OF_CODE: [RegExp, DataErrorKind][] = [
  // single() found no row (or several); an unknown table, function or column.
  [/^PGRST(116|20[245])$/, 'not-found'],
  // Postgres refused the privilege; PostgREST refused the token.
  [/^(42501|PGRST30[123])$/, 'not-allowed'],
  // Unique and foreign-key violations, a serialization failure.
  [/^(23505|23503|40001)$/, 'conflict'],
  // A bad query string, a data exception, any other integrity violation, a PATCH without a filter.
  [/^(PGRST1\d\d|2[23]\w{3}|21000)$/, 'invalid'],
];

const kindOfCode = (code: string): DataErrorKind | undefined => KIND_OF_CODE.find(([pattern]) => pattern.test(code))?.[1];

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
