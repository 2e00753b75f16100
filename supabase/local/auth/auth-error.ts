import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-utils';

/** auth-js reads `code` only when this header is present. */
export const AUTH_API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function sendAuthError(res: ServerResponse, err: AuthError): void {
  sendJson(res, err.status, { code: err.code, msg: err.message, error_code: err.code }, AUTH_API_VERSION_HEADER);
}

export function sendAuthJson(res: ServerResponse, status: number, body: unknown): void {
  sendJson(res, status, body, AUTH_API_VERSION_HEADER);
}
