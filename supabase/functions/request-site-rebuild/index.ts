// Deployed entry point (Supabase Edge Functions, Deno): secrets and clients;
// the behaviour is in handler.ts. BUILD_HOOK_URL is the static host's build
// hook (Netlify: Site settings → Build hooks); without it the admin is told
// that the public site updates at the next deploy.

import { createClient } from '@supabase/supabase-js';
import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { missingSecretsLine, readSecrets } from '../_shared/function-secrets.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { handleRebuildRequest } from './handler.ts';
import { createSupabaseRebuildStore } from './supabase-store.ts';

interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}
const runtime = (globalThis as unknown as { Deno: DenoRuntime }).Deno;

const log = (line: string) => console.error(line);
const PLATFORM_SECRETS = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
const platform = readSecrets(runtime.env, PLATFORM_SECRETS);
if (platform.missing.length > 0) log(missingSecretsLine('request-site-rebuild', platform.missing, 'rebuild requests answer 500'));
const hookUrl = runtime.env.get('BUILD_HOOK_URL')?.trim() || null;
if (!hookUrl) log(missingSecretsLine('request-site-rebuild', ['BUILD_HOOK_URL'], 'the public site updates at the next deploy'));
const allowedOrigins = parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*');

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

runtime.serve((req) => {
  const { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceKey } = platform.values;
  if (!url || !anonKey || !serviceKey) {
    return jsonResponse(500, { status: 'failed', error: 'The rebuild function is not configured.' }, corsHeaders(req.headers.get('origin'), allowedOrigins));
  }
  const service = createClient(url, serviceKey, options);
  return handleRebuildRequest(req, {
    store: createSupabaseRebuildStore({ rpc: (fn, args) => service.rpc(fn, args) }),
    hookUrl,
    fetch: (input, init) => fetch(input, init),
    async callerIsAdmin(authorization) {
      if (!/^Bearer\s+\S+$/i.test(authorization)) return false;
      const asCaller = createClient(url, anonKey, { ...options, global: { headers: { Authorization: authorization } } });
      const { data, error } = await asCaller.rpc('is_site_admin');
      return !error && data === true;
    },
    clock: { now: () => new Date() },
    allowedOrigins,
  });
});
