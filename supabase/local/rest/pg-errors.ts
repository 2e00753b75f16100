import { ApiError } from './api-error';

interface PgLikeError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(err: unknown): err is PgLikeError {
  return typeof err === 'object' && err !== null && typeof (err as PgLikeError).code === 'string' && 'severity' in err;
}

/** PostgREST's mapping of SQLSTATE to HTTP status (the cases that matter here). */
function statusFor(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code.startsWith('23') || code.startsWith('22') || code.startsWith('42') || code === 'P0001') return 400;
  if (code === '53400' || code === '54000' || code === '54001') return 400;
  // Deterministic failures must not be 503/520: supabase-js would retry them.
  return 500;
}

export function toApiError(err: unknown, anonymous: boolean): ApiError {
  if (err instanceof ApiError) return err;
  if (isPgError(err)) {
    const code = err.code ?? 'XX000';
    return new ApiError(statusFor(code, anonymous), code, err.message, err.detail ?? null, err.hint ?? null);
  }
  return new ApiError(500, 'PGRST000', 'Internal error in the local backend', err instanceof Error ? err.message : String(err));
}
