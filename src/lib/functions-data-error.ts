import { DataError } from './data-error';
import { toDataError } from './to-data-error';

/** What our functions answer when they refuse. */
interface FunctionErrorBody {
  error?: unknown;
  code?: unknown;
}

// Apart from data-error.ts so public pages, whose errors never need it, do not load it.

/**
 * Like toDataError, for an error of functions.invoke: a function's own
 * refusal reads better than supabase-js's "non-2xx status code", so its JSON
 * body's `error` (and `code`) are used when it has them.
 */
export async function toFunctionsDataError(error: unknown, context?: string): Promise<DataError> {
  const base = toDataError(error, undefined, context);
  const response = error instanceof Error && error.name === 'FunctionsHttpError' ? (error as Error & { context?: unknown }).context : undefined;
  if (!(response instanceof Response)) return base;
  // Not JSON (a proxy's error page): the status says enough.
  const body: FunctionErrorBody | null = await response
    .clone()
    .json()
    .catch(() => null);
  const message = typeof body?.error === 'string' && body.error ? body.error : null;
  return new DataError({
    kind: base.kind,
    message: message ? (context ? `${context} ${message}` : message) : base.message,
    code: typeof body?.code === 'string' && body.code ? body.code : base.code,
    status: base.status,
    cause: error,
  });
}
