// supabase-js is ~50 kB gzipped: public pages fetch it only when they first
// talk to the backend (a refetch, a form sent), not before they are interactive.
// Admin and auth code, loaded on their own routes, import ./supabase directly.
export const getSupabase = () => import('./supabase').then((m) => m.supabase);

/** supabase-js itself, for its error classes. */
export const getSupabaseJs = () => import('@supabase/supabase-js');
