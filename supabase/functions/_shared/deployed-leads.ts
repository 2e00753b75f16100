// The deployed wiring the three lead functions share (the visitor's
// send-contact-email, the staff's staff-email, the scheduled-work): the
// platform's secrets, the service-role client, the lead store, the Resend
// mailer (or one that fails with the reason while its secrets are missing)
// and artwork removal. Deno only; the Node backend wires its own.
//
// '@supabase/supabase-js' resolves through deno.json in Deno and through
// node_modules for the Node type check, so this file type-checks in both.

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ARTWORK_BUCKET } from './business-rules.ts';
import { missingSecretsLine, readSecrets, siteUrlOf, type EnvReader } from './function-secrets.ts';
import type { LeadDeliveryDeps } from './lead-delivery.ts';
import { createSupabaseInquiryStore, type RpcClient } from './lead-supabase-store.ts';
import type { Mailer } from './mailer.ts';
import { createResendMailer } from './resend-mailer.ts';

// The little of Deno's global these entries use, typed here so the Node type
// check (which has no Deno lib) still covers them.
export interface DenoRuntime {
  env: EnvReader;
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}
export const runtime = (globalThis as unknown as { Deno: DenoRuntime }).Deno;

export const log = (line: string) => console.error(line);

// Without these nothing can be stored; the platform provides them.
const LEAD_PLATFORM_SECRETS = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_ANON_KEY'] as const;
// Without these a lead is still stored; its e-mail is marked failed and retried once they are set.
const LEAD_MAIL_SECRETS = ['RESEND_API_KEY', 'CONTACT_NOTIFY_EMAIL', 'CONTACT_FROM_EMAIL'] as const;

export const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export interface DeployedLeads extends LeadDeliveryDeps {
  url: string;
  anonKey: string;
  serviceKey: string;
  service: SupabaseClient;
  db: RpcClient;
  artworkFiles: { remove(paths: string[]): Promise<void> };
}

/** Stands in for the provider while its secrets are missing: every send fails with the reason, recorded on the lead. */
function unconfiguredMailer(missing: readonly string[]): Mailer {
  return {
    send: () => Promise.reject(new Error(`E-mail is not configured: the function secret${missing.length === 1 ? '' : 's'} ${missing.join(', ')} not set`)),
  };
}

/** The shared deps, or null (logged) when the platform's secrets are missing. */
export function deployedLeads(fn: string, env: EnvReader, whenUnconfigured: string, whenNoMail: string): DeployedLeads | null {
  const platform = readSecrets(env, LEAD_PLATFORM_SECRETS);
  if (platform.missing.length > 0) {
    log(missingSecretsLine(fn, platform.missing, whenUnconfigured));
    return null;
  }
  const {
    SUPABASE_URL: url,
    SUPABASE_SERVICE_ROLE_KEY: serviceKey,
    SUPABASE_ANON_KEY: anonKey,
  } = platform.values as Record<(typeof LEAD_PLATFORM_SECRETS)[number], string>;
  const mail = readSecrets(env, LEAD_MAIL_SECRETS);
  if (mail.missing.length > 0) log(missingSecretsLine(fn, mail.missing, whenNoMail));
  const service = createClient(url, serviceKey, clientOptions);
  // Only rpc is used: typed as the store's small interface rather than
  // supabase-js's deep generics (which send tsc into TS2589).
  const db: RpcClient = { rpc: (name, args) => service.rpc(name, args) };
  const { RESEND_API_KEY: apiKey, CONTACT_FROM_EMAIL: from, CONTACT_NOTIFY_EMAIL: notifyAddress } = mail.values;
  const mailer =
    apiKey && from && notifyAddress
      ? createResendMailer({
          apiKey,
          // Unset in production; the tests point it at a local stand-in for Resend.
          endpoint: env.get('RESEND_API_URL') || undefined,
          from,
          fetch: (input, init) => fetch(input, init),
        })
      : unconfiguredMailer(mail.missing);
  return {
    url,
    anonKey,
    serviceKey,
    service,
    db,
    store: createSupabaseInquiryStore(db),
    mailer,
    notifyAddress: notifyAddress ?? '',
    siteUrl: siteUrlOf(env),
    artworkFiles: {
      async remove(paths) {
        const { error } = await service.storage.from(ARTWORK_BUCKET).remove(paths);
        if (error) throw new Error(`removing artwork past retention: ${error.message}`);
      },
    },
  };
}

/** Whether the caller's own token belongs to the admin: the database answers (public.is_site_admin(), private.is_admin()). */
export async function callerIsAdmin(leads: Pick<DeployedLeads, 'url' | 'anonKey'>, authorization: string): Promise<boolean> {
  if (!/^Bearer\s+\S+$/i.test(authorization)) return false;
  const asCaller = createClient(leads.url, leads.anonKey, { ...clientOptions, global: { headers: { Authorization: authorization } } });
  const { data, error } = await asCaller.rpc('is_site_admin');
  return !error && data === true;
}
