import { isEmail } from '@/lib/is-email';

// The only reader of import.meta.env. Checked by hand rather than with zod:
// this module is in every page's first load, and a schema library would weigh
// more than the rest of it.
//
// The dev server defaults to the local backend (supabase/local), so a fresh
// clone needs no .env file. A production bundle has no such default: its
// backend comes from VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, which
// `npm run build` sets, to the embedded local backend only for a local build
// (scripts/build-backend.ts). The local values below sit in a dev-only
// branch, so no production bundle carries them.
export const ADMIN_EMAIL_DEFAULT = 'admin@londondigitalbillboards.ca';

/** The local backend's fixed development URL and anon key (documented dev values, like the Supabase CLI's). */
export const devDefaults = import.meta.env.DEV
  ? {
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY:
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlLWxvY2FsIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjQxMDI0NDQ4MDB9.XjhLu42XBeR1SQ-NZcf7u1OtAaJ8MwHvL1NBq_aGLJs',
    }
  : null;

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
const rules: { [K in keyof Env]-?: { fallback?: string; required?: true; valid: (value: string) => boolean; error: string } } = {
  VITE_SUPABASE_URL: { required: true, valid: isAbsoluteUrl, error: 'VITE_SUPABASE_URL must be an absolute URL' },
  VITE_SUPABASE_ANON_KEY: { required: true, valid: (v) => v.length >= 20, error: 'VITE_SUPABASE_ANON_KEY looks too short' },
  VITE_ADMIN_EMAIL: { fallback: ADMIN_EMAIL_DEFAULT, valid: isEmail, error: 'VITE_ADMIN_EMAIL must be an e-mail address' },
  VITE_GOOGLE_MAPS_API_KEY: { fallback: '', valid: () => true, error: '' },
  VITE_SITE_URL: { valid: isAbsoluteUrl, error: 'VITE_SITE_URL must be an absolute URL' },
};

export function parseEnv(raw: Record<string, unknown>, defaults: Partial<Record<keyof Env, string>> | null = null): Env {
  const values: Partial<Record<keyof Env, string>> = {};
  const issues: string[] = [];
  for (const name of Object.keys(rules) as (keyof Env)[]) {
    const rule = rules[name];
    // Empty strings in .env files mean "not set".
    const given = raw[name] === '' || raw[name] === undefined ? defaults?.[name] : raw[name];
    if (given === undefined) {
      if (rule.fallback !== undefined) values[name] = rule.fallback;
      else if (rule.required) issues.push(`${name} is not set (npm run build sets it; see README, Configuration)`);
    } else if (typeof given !== 'string' || !rule.valid(given)) {
      issues.push(`${name}: ${typeof given === 'string' ? rule.error : 'must be a string'}`);
    } else {
      values[name] = given;
    }
  }
  if (issues.length) throw new Error(`Invalid configuration: ${issues.join('; ')}`);
  return values as Env;
}

export const env = parseEnv(import.meta.env as Record<string, unknown>, devDefaults);
