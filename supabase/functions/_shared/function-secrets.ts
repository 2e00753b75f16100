// Reads a function's secrets and says, in one log line, which are missing.
// A missing secret never costs what a visitor sent: each function decides
// which of its secrets it can work without (the mail key, the build hook)
// and keeps the rest of its work going.

import { company } from './company.ts';

export interface EnvReader {
  get(name: string): string | undefined;
}

/**
 * The site the functions' e-mails and redirects lead to: the SITE_URL secret
 * (a staging project's own site), or the production site when it is unset.
 * No trailing slash.
 */
export function siteUrlOf(env: EnvReader): string {
  return (env.get('SITE_URL')?.trim() || company.url).replace(/\/+$/, '');
}

export interface Secrets<N extends string> {
  values: Partial<Record<N, string>>;
  missing: N[];
}

export function readSecrets<N extends string>(env: EnvReader, names: readonly N[]): Secrets<N> {
  const values: Partial<Record<N, string>> = {};
  const missing: N[] = [];
  for (const name of names) {
    const value = env.get(name)?.trim();
    if (value) values[name] = value;
    else missing.push(name);
  }
  return { values, missing };
}

/** "send-contact-email: missing function secrets RESEND_API_KEY, CONTACT_FROM_EMAIL: e-mails are not sent; leads are stored and retried" */
export function missingSecretsLine(fn: string, missing: readonly string[], consequence: string): string {
  return `${fn}: missing function secret${missing.length === 1 ? '' : 's'} ${missing.join(', ')}: ${consequence}`;
}
