// The one id check of the site's browser code and edge functions: a campaign's,
// an invoice's, a board's or a token's id is a UUID (any version, either case)
// before it reaches a query or the database. The map's plan store and the
// contact form's schema keep the same pattern inline: imported there, this
// module became a chunk of its own, one more request before those public
// pages come alive.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
