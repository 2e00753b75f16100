import { PostgrestClient } from '@supabase/postgrest-js';
import { env } from '@/config/env';
import type { Database } from '@/types/database';

// What public pages read (published posts, active boards, free slots) is open
// to every visitor: it needs PostgREST alone, no session. PostgrestClient is
// the query builder supabase-js itself uses for .from() and .rpc(), the same
// calls and results at a small part of the size of the whole client (auth,
// storage, realtime, functions). So a prerendered page can check its data at
// once, as React Query does with stale data, without that weight.
export const publicReads = new PostgrestClient<Database>(`${env.VITE_SUPABASE_URL}/rest/v1`, {
  headers: { apikey: env.VITE_SUPABASE_ANON_KEY, Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}` },
});
