// Where the local backend cannot behave as hosted Supabase, it refuses clearly
// instead of hanging or doing more than hosted would.
import { ApiError } from './api-error';
import type { Filter } from './parse-query';

/**
 * PGlite runs on the server's only thread and cannot interrupt a statement
 * (hosted Postgres has a statement timeout), so one crafted regular expression
 * could freeze the whole backend. The site uses no regex filter: refuse them.
 */
const UNBOUNDED_OPERATORS = new Set(['match', 'imatch']);

function visit(filters: Filter[], check: (f: Extract<Filter, { kind: 'condition' }>) => void): void {
  for (const filter of filters) {
    if (filter.kind === 'logic') visit(filter.children, check);
    else check(filter);
  }
}

export function refuseUnboundedFilters(filters: Filter[]): void {
  visit(filters, ({ operator, column }) => {
    if (UNBOUNDED_OPERATORS.has(operator)) {
      throw new ApiError(
        400,
        'PGRST100',
        `The local backend does not run the '${operator}' (regular expression) filter`,
        `'${column}=${operator}...': PGlite cannot stop a runaway regular expression, so the local backend refuses them. Hosted Supabase runs them under its statement timeout.`,
      );
    }
  });
}

/**
 * Hosted Supabase loads pg-safeupdate for API requests: an UPDATE or DELETE
 * without a WHERE clause fails instead of touching every row.
 */
export function refuseUnfilteredWrite(method: 'PATCH' | 'DELETE', filters: Filter[]): void {
  if (filters.length > 0) return;
  throw new ApiError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
}
