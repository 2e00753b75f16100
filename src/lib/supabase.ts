import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

// The one Supabase client of the app. Only features/*/api files use it.
export const supabase = createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: {
    persistSession: typeof window !== 'undefined',
    autoRefreshToken: typeof window !== 'undefined',
    detectSessionInUrl: false,
  },
});
