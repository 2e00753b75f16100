// Deployed entry point (Supabase Edge Functions, Deno). Only wiring lives
// here: secrets, the service-role client, the Resend mailer and the client
// address; the behaviour is in handler.ts, which the tests exercise in Node.
// SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are provided
// by the platform; the others are the project's function secrets.
//
// '@supabase/supabase-js' resolves through deno.json in Deno and through
// node_modules for the Node type check, so this file type-checks in both.

import { createClient } from '@supabase/supabase-js';
import { clientAddressFrom } from '../_shared/client-address.ts';
import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { handleRequest } from './handler.ts';
import { createResendMailer } from './resend-mailer.ts';
import { createSupabaseInquiryStore, type RpcClient } from './supabase-store.ts';
import type { HandlerDeps } from './types.ts';

// The little of Deno's global this file uses, typed here so the Node type
// check (which has no Deno lib) still covers it.
interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}
const runtime = (globalThis as unknown as { Deno: DenoRuntime }).Deno;

const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 };

const REQUIRED_SECRETS = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_ANON_KEY',
  'RESEND_API_KEY',
  'CONTACT_NOTIFY_EMAIL',
  'CONTACT_FROM_EMAIL',
  'ALLOWED_ORIGINS',
] as const;
type Secret = (typeof REQUIRED_SECRETS)[number];

function readSecrets(): { ok: true; values: Record<Secret, string> } | { ok: false; missing: Secret[] } {
  const values = {} as Record<Secret, string>;
  const missing: Secret[] = [];
  for (const name of REQUIRED_SECRETS) {
    const value = runtime.env.get(name)?.trim();
    if (value) values[name] = value;
    else missing.push(name);
  }
  return missing.length > 0 ? { ok: false, missing } : { ok: true, values };
}

function buildDeps(secrets: Record<Secret, string>): HandlerDeps {
  const supabase = createClient(secrets.SUPABASE_URL, secrets.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  // Only rpc is used: typed as the store's small interface rather than
  // supabase-js's deep generics (which send tsc into TS2589).
  const db: RpcClient = { rpc: (fn, args) => supabase.rpc(fn, args) };
  const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
  return {
    store: createSupabaseInquiryStore(db),
    mailer: createResendMailer({
      apiKey: secrets.RESEND_API_KEY,
      // Unset in production; the tests point it at a local stand-in for Resend.
      endpoint: runtime.env.get('RESEND_API_URL') || undefined,
      from: secrets.CONTACT_FROM_EMAIL,
      fetch: (input, init) => fetch(input, init),
    }),
    clock: { now: () => new Date() },
    notifyAddress: secrets.CONTACT_NOTIFY_EMAIL,
    allowedOrigins: parseAllowedOrigins(secrets.ALLOWED_ORIGINS),
    rateLimit: RATE_LIMIT,
    // With the caller's own token, so row-level security decides (the admin only).
    async callerCanReadLead(authorization, id) {
      if (!/^Bearer\s+\S+$/i.test(authorization)) return false;
      const asCaller = createClient(secrets.SUPABASE_URL, secrets.SUPABASE_ANON_KEY, {
        ...clientOptions,
        global: { headers: { Authorization: authorization } },
      });
      const { data, error } = await asCaller.from('contact_inquiries').select('id').eq('id', id).maybeSingle();
      return !error && data !== null;
    },
  };
}

const secrets = readSecrets();
const deps = secrets.ok ? buildDeps(secrets.values) : null;
if (!secrets.ok) {
  // Named in the logs only; visitors get a generic message.
  console.error(`send-contact-email: missing function secrets: ${secrets.missing.join(', ')}`);
}

runtime.serve((req) => {
  if (!deps) {
    const cors = corsHeaders(req.headers.get('origin'), parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS')));
    return jsonResponse(500, { error: 'The contact form is not configured yet. Please call us directly.' }, cors);
  }
  return handleRequest(req, deps, clientAddressFrom(req.headers));
});
