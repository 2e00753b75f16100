// Deployed entry point (Supabase Edge Functions, Deno). Only wiring lives
// here: secrets, the service-role client, the Resend mailer and the client
// address; the behaviour is in handler.ts, which the tests exercise in Node.
//
// '@supabase/supabase-js' resolves through deno.json in Deno and through
// node_modules for the Node type check, so this file type-checks in both.

import { createClient } from '@supabase/supabase-js';
import { clientAddressFrom } from '../_shared/client-address.ts';
import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { handleRequest } from './handler.ts';
import { createResendMailer } from './resend-mailer.ts';
import { createSupabaseInquiryStore, type InquiryDbClient } from './supabase-store.ts';
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
  // Spelled out call by call rather than assigning the client to the store's
  // structural type: that comparison sends tsc into TS2589 (instantiation too
  // deep), while these calls are each checked against supabase-js's own types.
  const db: InquiryDbClient = {
    from: (table) => {
      const t = supabase.from(table);
      return {
        insert: (row) => ({ select: (columns) => ({ single: () => t.insert(row).select(columns).single() }) }),
        update: (values) => ({ eq: (column, value) => t.update(values).eq(column, value) }),
        select: (columns, options) => ({
          eq: (column, value) => ({ gte: (c2, v2) => t.select(columns, options).eq(column, value).gte(c2, v2) }),
        }),
      };
    },
  };
  return {
    store: createSupabaseInquiryStore(db),
    mailer: createResendMailer({
      apiKey: secrets.RESEND_API_KEY,
      from: secrets.CONTACT_FROM_EMAIL,
      fetch: (input, init) => fetch(input, init),
    }),
    clock: { now: () => new Date() },
    notifyAddress: secrets.CONTACT_NOTIFY_EMAIL,
    allowedOrigins: parseAllowedOrigins(secrets.ALLOWED_ORIGINS),
    rateLimit: RATE_LIMIT,
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
