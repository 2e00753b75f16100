import * as z from 'zod/mini';
import { isEmail } from '@shared/is-email';

// The only reader of import.meta.env, checked with a zod schema where the
// check costs no visitor anything: in the dev server, in tests, and in the
// prerender of `npm run build`, which runs this module with the very values
// the browser bundle is compiled with, so a bad value fails the build. The
// browser bundle itself then carries the checked values without the schema:
// even zod/mini would add its weight to every page's first load.
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
  /** A key allowed the Maps Static API, for the sales sheet's map image; without one the sheet gives the address and coordinates as text. */
  VITE_GOOGLE_STATIC_MAPS_API_KEY: string;
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

const NOT_SET = 'is not set (npm run build sets it; see README, Configuration)';
const ENV_NAMES = [
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_ADMIN_EMAIL',
  'VITE_GOOGLE_MAPS_API_KEY',
  'VITE_GOOGLE_STATIC_MAPS_API_KEY',
  'VITE_SITE_URL',
] as const satisfies readonly (keyof Env)[];
const FALLBACKS: Partial<Env> = { VITE_ADMIN_EMAIL: ADMIN_EMAIL_DEFAULT, VITE_GOOGLE_MAPS_API_KEY: '', VITE_GOOGLE_STATIC_MAPS_API_KEY: '' };

/** The given values, with dev defaults and fallbacks for what is unset (an empty string in a .env file means unset). */
function withDefaults(raw: Record<string, unknown>, defaults: Partial<Record<keyof Env, string>> | null): Partial<Record<keyof Env, unknown>> {
  const values: Partial<Record<keyof Env, unknown>> = {};
  for (const name of ENV_NAMES) {
    const value = raw[name] === '' || raw[name] === undefined ? (defaults?.[name] ?? FALLBACKS[name]) : raw[name];
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** A variable: a string passing `valid`, or a message naming it. */
function variable(name: keyof Env, valid: (value: string) => boolean, error: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${name} ${NOT_SET}` : `${name}: must be a string`) })
    .check(z.refine<string>(valid, { error: `${name}: ${error}` }));
}

// Built when called, so a bundle that never checks carries no zod.
function envSchema() {
  return z.object({
    VITE_SUPABASE_URL: variable('VITE_SUPABASE_URL', isAbsoluteUrl, 'VITE_SUPABASE_URL must be an absolute URL'),
    VITE_SUPABASE_ANON_KEY: variable('VITE_SUPABASE_ANON_KEY', (v) => v.length >= 20, 'VITE_SUPABASE_ANON_KEY looks too short'),
    VITE_ADMIN_EMAIL: variable('VITE_ADMIN_EMAIL', isEmail, 'VITE_ADMIN_EMAIL must be an e-mail address'),
    VITE_GOOGLE_MAPS_API_KEY: z.string({ error: 'VITE_GOOGLE_MAPS_API_KEY: must be a string' }),
    VITE_GOOGLE_STATIC_MAPS_API_KEY: z.string({ error: 'VITE_GOOGLE_STATIC_MAPS_API_KEY: must be a string' }),
    VITE_SITE_URL: z.optional(variable('VITE_SITE_URL', isAbsoluteUrl, 'VITE_SITE_URL must be an absolute URL')),
  }) satisfies z.ZodMiniType<Env>;
}

export function parseEnv(raw: Record<string, unknown>, defaults: Partial<Record<keyof Env, string>> | null = null): Env {
  const result = envSchema().safeParse(withDefaults(raw, defaults));
  if (!result.success) throw new Error(`Invalid configuration: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  return result.data;
}

const raw = import.meta.env as Record<string, unknown>;
export const env: Env = import.meta.env.DEV || import.meta.env.SSR ? parseEnv(raw, devDefaults) : (withDefaults(raw, null) as Env);
