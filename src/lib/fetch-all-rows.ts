import { toDataError } from './to-data-error';

/** Rows the API hands out at most per request on hosted Supabase (its default max_rows). */
export const API_PAGE_ROWS = 1000;

/**
 * Every row of one query, read in pages: hosted Supabase answers at most
 * max_rows rows (1000 by default) per request, so a long list would be cut
 * silently. `page` must order by a unique key so pages neither skip nor repeat.
 */
export async function fetchAllRows<T>(
  page: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: { message: string; code?: string } | null; status?: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += API_PAGE_ROWS) {
    const { data, error, status } = await page(from, from + API_PAGE_ROWS - 1);
    if (error) throw toDataError(error, status);
    rows.push(...(data ?? []));
    if (!data || data.length < API_PAGE_ROWS) return rows;
  }
}
