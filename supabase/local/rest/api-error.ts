/** Mostly text; PostgREST answers an ambiguous embedding with a list of the candidate relationships. */
export type ErrorDetails = string | Record<string, string>[] | null;

/** A PostgREST-shaped error: answered as {code, message, details, hint}. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toJSON(): { code: string; message: string; details: ErrorDetails; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export function parseError(what: string, details: string): ApiError {
  return new ApiError(400, 'PGRST100', `"failed to parse ${what}"`, details);
}
