import { isEmail } from '@/lib/is-email';

// The only reader of import.meta.env. Defaults point at the local backend
// (supabase/local) so a fresh clone needs no .env file. Checked by hand rather
// than with zod: this module is in every page's first load, and a schema
// library would weigh more than the rest of it.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** Fixed development anon key of the local backend (signed with its documented dev secret). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlLWxvY2FsIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjQxMDI0NDQ4MDB9.XjhLu42XBeR1SQ-NZcf7u1OtAaJ8MwHvL1NBq_aGLJs';
export const LOCAL_ADMIN_EMAIL = 'admin@londondigitalbillboards.ca';

export interface Env {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
  VITE_ADMIN_EMAIL: string;
  VITE_GOOGLE_MAPS_API_KEY: string;
  VITE_SITE_URL?: string;
}

function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Each variable: its default (undefined: optional) and the check it must pass. */
const rules: { [K in keyof Env]-?: { fallback?: string; valid: (value: string) => boolean; error: string } } = {
  VITE_SUPABASE_URL: { fallback: LOCAL_SUPABASE_URL, valid: isAbsoluteUrl, error: 'VITE_SUPABASE_URL must be an absolute URL' },
  VITE_SUPABASE_ANON_KEY: { fallback: LOCAL_SUPABASE_ANON_KEY, valid: (v) => v.length >= 20, error: 'VITE_SUPABASE_ANON_KEY looks too short' },
  VITE_ADMIN_EMAIL: { fallback: LOCAL_ADMIN_EMAIL, valid: isEmail, error: 'VITE_ADMIN_EMAIL must be an e-mail address' },
  VITE_GOOGLE_MAPS_API_KEY: { fallback: '', valid: () => true, error: '' },
  VITE_SITE_URL: { valid: isAbsoluteUrl, error: 'VITE_SITE_URL must be an absolute URL' },
};

export function parseEnv(raw: Record<string, unknown>): Env {
  const values: Partial<Record<keyof Env, string>> = {};
  const issues: string[] = [];
  for (const name of Object.keys(rules) as (keyof Env)[]) {
    const rule = rules[name];
    const given = raw[name];
    // Empty strings in .env files mean "not set".
    if (given === undefined || given === '') {
      if (rule.fallback !== undefined) values[name] = rule.fallback;
    } else if (typeof given !== 'string' || !rule.valid(given)) {
      issues.push(`${name}: ${typeof given === 'string' ? rule.error : 'must be a string'}`);
    } else {
      values[name] = given;
    }
  }
  if (issues.length) throw new Error(`Invalid configuration: ${issues.join('; ')}`);
  return values as Env;
}

export const env = parseEnv(import.meta.env as Record<string, unknown>);
