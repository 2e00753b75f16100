// Deployed entry point (Supabase Edge Functions, Deno): a client with the
// caller's own Authorization header for what row-level security decides, the
// service role for storage and the check's record; the behaviour is in
// handler.ts. SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY
// are provided by the platform.

import { createClient } from '@supabase/supabase-js';
import { ARTWORK_BUCKET } from '../_shared/business-rules.ts';
import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { clientOptions, log, runtime } from '../_shared/deployed-leads.ts';
import { missingSecretsLine, readSecrets } from '../_shared/function-secrets.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { ARTWORK_VERSION_MESSAGES, handleArtworkVersionRequest, type ArtworkVersionDeps } from './handler.ts';
import { createSupabaseArtworkVersionDeps, type ArtworkClient } from './supabase-deps.ts';

const ARTWORK_VERSION_SECRETS = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
const allowedOrigins = parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*');

function buildDeps(): ArtworkVersionDeps | null {
  const platform = readSecrets(runtime.env, ARTWORK_VERSION_SECRETS);
  if (platform.missing.length > 0) {
    log(missingSecretsLine('artwork-version', platform.missing, 'artwork versions answer 500'));
    return null;
  }
  const {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceKey,
  } = platform.values as Record<(typeof ARTWORK_VERSION_SECRETS)[number], string>;
  const service = createClient(url, serviceKey, clientOptions);
  const asCaller = (authorization: string) =>
    createClient(url, anonKey, { ...clientOptions, global: { headers: { Authorization: authorization } } }) as unknown as ArtworkClient;
  return {
    ...createSupabaseArtworkVersionDeps(asCaller, service as unknown as ArtworkClient, service.storage.from(ARTWORK_BUCKET)),
    allowedOrigins,
  };
}

const deps = buildDeps();

runtime.serve((req) => {
  if (!deps) return jsonResponse(500, { error: ARTWORK_VERSION_MESSAGES.failed }, corsHeaders(req.headers.get('origin'), allowedOrigins));
  return handleArtworkVersionRequest(req, deps);
});
