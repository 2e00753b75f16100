// The one id check of the site's browser code and edge functions: a campaign's,
// an invoice's, a board's or a token's id is a UUID (any version, either case)
// before it reaches a query or the database. The pattern itself is uuid.ts's,
// which the public pages import alone.
import { UUID_PATTERN } from './uuid.ts';

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
