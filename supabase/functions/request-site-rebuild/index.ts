// Deployed entry point (Supabase Edge Functions, Deno): secrets and clients;
// the behaviour is in handler.ts. BUILD_HOOK_URL is the static host's build
// hook (Netlify: Site settings → Build hooks); without it the admin is told
// that the public site updates at the next deploy.

import { createClient } from '@supabase/supabase-js';
import { parseAllowedOrigins } from '../_shared/cors.ts';
import { handleRebuildRequest, type RebuildStore } from './handler.ts';

interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}
const runtime = (globalThis as unknown as { Deno: DenoRuntime }).Deno;

const url = runtime.env.get('SUPABASE_URL') ?? '';
const anonKey = runtime.env.get('SUPABASE_ANON_KEY') ?? '';
const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const service = createClient(url, runtime.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', options);

const store: RebuildStore = {
  async lastCalledAt() {
    const { data, error } = await service
      .from('site_rebuilds')
      .select('requested_at')
      .eq('status', 'called')
      .order('requested_at', { ascending: false })
      .limit(1);
    if (error) throw new Error(error.message);
    const at = (data as { requested_at: string }[] | null)?.[0]?.requested_at;
    return at ? new Date(at) : null;
  },
  async record(status, error) {
    const { error: failed } = await service.from('site_rebuilds').insert({ status, error: error ?? null });
    if (failed) throw new Error(failed.message);
  },
};

runtime.serve((req) =>
  handleRebuildRequest(req, {
    store,
    hookUrl: runtime.env.get('BUILD_HOOK_URL') || null,
    fetch: (input, init) => fetch(input, init),
    async callerIsAdmin(authorization) {
      if (!/^Bearer\s+\S+$/i.test(authorization)) return false;
      const asCaller = createClient(url, anonKey, { ...options, global: { headers: { Authorization: authorization } } });
      const { data, error } = await asCaller.rpc('is_site_admin');
      return !error && data === true;
    },
    clock: { now: () => new Date() },
    allowedOrigins: parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS')),
  }),
);
