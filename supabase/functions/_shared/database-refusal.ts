// A rule the database refused with (raised as P0001 with a stable key in its
// detail): its key and its own words, or null for any other failure. The
// detail is `details` through the REST API and `detail` straight from Postgres
// (the local stores).

export interface DatabaseRefusal {
  detail: string;
  message: string;
}

export function databaseRefusalOf(err: unknown): DatabaseRefusal | null {
  const e = err as { code?: unknown; details?: unknown; detail?: unknown; message?: unknown } | null;
  const detail = e?.details ?? e?.detail;
  return e && e.code === 'P0001' && typeof detail === 'string' && typeof e.message === 'string' ? { detail, message: e.message } : null;
}
