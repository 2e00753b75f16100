// CORS for browser calls to the functions. Applied to every response,
// including errors: without it the browser hides the status and body from the
// site, and the visitor would only see a generic network failure.

export type AllowedOrigins = string[] | '*';

// What supabase-js sends on functions.invoke (apikey and x-client-info are
// added by the client, authorization carries the anon key or the session).
export const CORS_ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';
export const CORS_ALLOWED_METHODS = 'POST, OPTIONS';

/**
 * Headers for a response to a request from `origin`. A listed origin is echoed
 * back; any other gets no Access-Control-Allow-Origin, so the browser refuses
 * to expose the answer. Vary: Origin keeps shared caches from serving one
 * origin's answer to another.
 */
export function corsHeaders(origin: string | null, allowed: AllowedOrigins): Record<string, string> {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS,
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
    Vary: 'Origin',
  };
  if (allowed === '*') {
    headers['Access-Control-Allow-Origin'] = '*';
  } else if (origin !== null && allowed.includes(normaliseOrigin(origin))) {
    headers['Access-Control-Allow-Origin'] = origin;
  }
  return headers;
}

/** The answer to a CORS preflight (OPTIONS): no body, headers only. */
export function preflightResponse(req: Request, allowed: AllowedOrigins): Response {
  return new Response(null, {
    status: 204,
    headers: { ...corsHeaders(req.headers.get('origin'), allowed), 'Access-Control-Max-Age': '86400' },
  });
}

/**
 * Reads an ALLOWED_ORIGINS-style setting: '*' or a comma-separated list.
 * Trailing slashes are dropped because browsers never send them in Origin,
 * and a stray one in a secret would otherwise lock the site out silently.
 */
export function parseAllowedOrigins(value: string | undefined): AllowedOrigins {
  const trimmed = (value ?? '').trim();
  if (trimmed === '*') return '*';
  return trimmed
    .split(',')
    .map((entry) => normaliseOrigin(entry.trim()))
    .filter((entry) => entry.length > 0);
}

function normaliseOrigin(origin: string): string {
  return origin.replace(/\/+$/, '').toLowerCase();
}
