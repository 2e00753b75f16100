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
import { missingSecretsLine, readSecrets } from '../_shared/function-secrets.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { CONTACT_MESSAGES, handleRequest } from './handler.ts';
import { ARTWORK_BUCKET } from '../_shared/artwork-rules.ts';
import { company } from '../_shared/company.ts';
import { createSupabaseNewsletterStore } from '../_shared/newsletter-supabase-store.ts';
import { NEWSLETTER_RATE_LIMIT } from '../_shared/newsletter-subscription.ts';
import { createResendMailer } from '../_shared/resend-mailer.ts';
import { createSupabaseInquiryStore, type RpcClient } from './supabase-store.ts';
import type { HandlerDeps, Mailer } from './types.ts';

// The little of Deno's global this file uses, typed here so the Node type
// check (which has no Deno lib) still covers it.
interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}
const runtime = (globalThis as unknown as { Deno: DenoRuntime }).Deno;

const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 };

// Without these the function cannot store anything; the platform provides them.
const STORE_SECRETS = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_ANON_KEY'] as const;
// Without these a lead is still stored and answered 202: its e-mail is marked
// failed and retried by later calls once the secrets are set.
const MAIL_SECRETS = ['RESEND_API_KEY', 'CONTACT_NOTIFY_EMAIL', 'CONTACT_FROM_EMAIL'] as const;

const log = (line: string) => console.error(line);

/** Stands in for the provider while its secrets are missing: every send fails with the reason, recorded on the lead. */
function unconfiguredMailer(missing: readonly string[]): Mailer {
  return {
    send: () => Promise.reject(new Error(`E-mail is not configured: the function secret${missing.length === 1 ? '' : 's'} ${missing.join(', ')} not set`)),
  };
}

function buildDeps(): HandlerDeps | null {
  const store = readSecrets(runtime.env, STORE_SECRETS);
  if (store.missing.length > 0) {
    log(missingSecretsLine('send-contact-email', store.missing, 'nothing can be stored; the form answers 500'));
    return null;
  }
  const {
    SUPABASE_URL: url,
    SUPABASE_SERVICE_ROLE_KEY: serviceKey,
    SUPABASE_ANON_KEY: anonKey,
  } = store.values as Record<(typeof STORE_SECRETS)[number], string>;
  const mail = readSecrets(runtime.env, MAIL_SECRETS);
  if (mail.missing.length > 0)
    log(missingSecretsLine('send-contact-email', mail.missing, 'leads are stored and answered 202, their e-mails marked failed for retry'));
  const origins = runtime.env.get('ALLOWED_ORIGINS');
  // A browser whose preflight is refused never sends the lead: answering every origin loses nothing that CORS protected here.
  if (!origins?.trim()) log(missingSecretsLine('send-contact-email', ['ALLOWED_ORIGINS'], "answering every origin ('*') until it is set"));

  const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
  const supabase = createClient(url, serviceKey, clientOptions);
  // Only rpc is used: typed as the store's small interface rather than
  // supabase-js's deep generics (which send tsc into TS2589).
  const db: RpcClient = { rpc: (fn, args) => supabase.rpc(fn, args) };
  const { RESEND_API_KEY: apiKey, CONTACT_FROM_EMAIL: from, CONTACT_NOTIFY_EMAIL: notifyAddress } = mail.values;
  const mailer =
    apiKey && from && notifyAddress
      ? createResendMailer({
          apiKey,
          // Unset in production; the tests point it at a local stand-in for Resend.
          endpoint: runtime.env.get('RESEND_API_URL') || undefined,
          from,
          fetch: (input, init) => fetch(input, init),
        })
      : unconfiguredMailer(mail.missing);
  return {
    store: createSupabaseInquiryStore(db),
    artworkFiles: {
      async remove(paths) {
        const { error } = await supabase.storage.from(ARTWORK_BUCKET).remove(paths);
        if (error) throw new Error(`removing artwork past retention: ${error.message}`);
      },
    },
    mailer,
    // The form's newsletter box: the newsletter function's double opt-in, on the same mailer.
    newsletter: {
      store: createSupabaseNewsletterStore(db),
      mailer,
      siteUrl: (runtime.env.get('SITE_URL')?.trim() || company.url).replace(/\/+$/, ''),
      rateLimit: NEWSLETTER_RATE_LIMIT,
      logError: (message, detail) => console.error(message, detail),
    },
    clock: { now: () => new Date() },
    notifyAddress: notifyAddress ?? '',
    allowedOrigins: origins?.trim() ? parseAllowedOrigins(origins) : '*',
    rateLimit: RATE_LIMIT,
    // With the caller's own token, so row-level security decides (the admin only).
    async callerCanReadRow(authorization, table, id) {
      if (!/^Bearer\s+\S+$/i.test(authorization)) return false;
      const asCaller = createClient(url, anonKey, { ...clientOptions, global: { headers: { Authorization: authorization } } });
      const { data, error } = await asCaller.from(table).select('id').eq('id', id).maybeSingle();
      return !error && data !== null;
    },
  };
}

const deps = buildDeps();

runtime.serve((req) => {
  if (!deps) {
    const cors = corsHeaders(req.headers.get('origin'), parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*'));
    return jsonResponse(500, { error: CONTACT_MESSAGES.notConfigured }, cors);
  }
  return handleRequest(req, deps, clientAddressFrom(req.headers));
});
