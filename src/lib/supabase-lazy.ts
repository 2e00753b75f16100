// supabase-js is large: public pages fetch it only when they send something
// (a form), not before they are interactive; what they read goes through
// PostgREST's client alone (./public-reads, a small part of it). Admin and auth
// code, loaded on their own routes, import ./supabase directly.
import type { DataError } from './data-error';

// The error mapping is fetched alongside the client (not waited for), so a
// call that fails finds it loaded, even once the network is gone.
const loadErrorMapping = () => import('./to-data-error');

/**
 * Loads a client once, in a task of its own. A page's reads start inside
 * React's effects as it comes alive, and asking for a chunk there adds the
 * chunk's preload links to that one task, long enough to hold up a tap on a
 * phone. A load that failed is tried again on the next call.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= new Promise<void>((resolve) => setTimeout(resolve)).then(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export const getSupabase = loadOnce(() => {
  loadErrorMapping().catch(() => undefined);
  return import('./supabase').then((m) => m.supabase);
});

const loadPublicReads = loadOnce(() => {
  loadErrorMapping().catch(() => undefined);
  return import('./public-reads').then((m) => m.publicReads);
});

/**
 * The client for public reads (published content, open to every visitor).
 * Each caller goes on in a task of its own: a page's reads all wait for the
 * client, and building the first requests compiles the client's code, so
 * together, in the one task the client arrived in, they would hold up a tap.
 */
export const getPublicReads = () => loadPublicReads().then((client) => new Promise<typeof client>((resolve) => setTimeout(() => resolve(client))));

/** toDataError (to-data-error.ts) for the lazily loaded client: the DataError of a failed call. */
export const dataError = (error: unknown, status?: number | null, context?: string): Promise<DataError> =>
  loadErrorMapping().then((m) => m.toDataError(error, status, context));

/** supabase-js itself, for its error classes. */
export const getSupabaseJs = () => import('@supabase/supabase-js');
