// Deployed entry point (Supabase Edge Functions, Deno): secrets, the
// service-role client and the client address; the behaviour is in handler.ts.
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform;
// ALLOWED_ORIGINS is the project's function secret shared with the contact
// function.

import { createClient } from '@supabase/supabase-js';
import { ARTWORK_BUCKET } from '../_shared/business-rules.ts';
import { clientAddressFrom } from '../_shared/client-address.ts';
import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { missingSecretsLine, readSecrets } from '../_shared/function-secrets.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { ARTWORK_RATE_LIMIT, ARTWORK_UPLOAD_MESSAGES, handleArtworkUploadRequest, type ArtworkUploadDeps } from './handler.ts';
import { createSupabaseArtworkStorage, createSupabaseArtworkStore } from './supabase-deps.ts';

interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}
const runtime = (globalThis as unknown as { Deno: DenoRuntime }).Deno;

const log = (line: string) => console.error(line);
const ARTWORK_UPLOAD_SECRETS = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

function buildDeps(): ArtworkUploadDeps | null {
  const platform = readSecrets(runtime.env, ARTWORK_UPLOAD_SECRETS);
  if (platform.missing.length > 0) {
    log(missingSecretsLine('create-artwork-upload', platform.missing, 'artwork uploads answer 500'));
    return null;
  }
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceKey } = platform.values as Record<(typeof ARTWORK_UPLOAD_SECRETS)[number], string>;
  const origins = runtime.env.get('ALLOWED_ORIGINS');
  if (!origins?.trim()) log(missingSecretsLine('create-artwork-upload', ['ALLOWED_ORIGINS'], "answering every origin ('*') until it is set"));
  const service = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  return {
    store: createSupabaseArtworkStore({ rpc: (fn, args) => service.rpc(fn, args) }),
    storage: createSupabaseArtworkStorage(service.storage.from(ARTWORK_BUCKET)),
    clock: { now: () => new Date() },
    newId: () => crypto.randomUUID(),
    allowedOrigins: origins?.trim() ? parseAllowedOrigins(origins) : '*',
    rateLimit: ARTWORK_RATE_LIMIT,
  };
}

const deps = buildDeps();

runtime.serve((req) => {
  if (!deps) {
    const cors = corsHeaders(req.headers.get('origin'), parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*'));
    return jsonResponse(500, { error: ARTWORK_UPLOAD_MESSAGES.failed }, cors);
  }
  return handleArtworkUploadRequest(req, deps, clientAddressFrom(req.headers));
});
