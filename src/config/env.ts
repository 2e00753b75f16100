import * as z from 'zod/mini';

// The mini build keeps zod small in the entry chunk; jitless stops zod probing
// `new Function` (an eval the site's Content-Security-Policy forbids).
z.config({ jitless: true });

// The only reader of import.meta.env. Defaults point at the local backend
// (supabase/local) so a fresh clone needs no .env file.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** Fixed development anon key of the local backend (signed with its documented dev secret). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlLWxvY2FsIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjQxMDI0NDQ4MDB9.XjhLu42XBeR1SQ-NZcf7u1OtAaJ8MwHvL1NBq_aGLJs';
export const LOCAL_ADMIN_EMAIL = 'admin@londondigitalbillboards.ca';

const schema = z.object({
  VITE_SUPABASE_URL: z._default(z.url({ error: 'VITE_SUPABASE_URL must be an absolute URL' }), LOCAL_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: z._default(
    z.string().check(z.minLength(20, { error: 'VITE_SUPABASE_ANON_KEY looks too short' })),
    LOCAL_SUPABASE_ANON_KEY,
  ),
  VITE_ADMIN_EMAIL: z._default(z.email({ error: 'VITE_ADMIN_EMAIL must be an e-mail address' }), LOCAL_ADMIN_EMAIL),
  VITE_GOOGLE_MAPS_API_KEY: z._default(z.string(), ''),
  VITE_SITE_URL: z.optional(z.url({ error: 'VITE_SITE_URL must be an absolute URL' })),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(raw: Record<string, unknown>): Env {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env as Record<string, unknown>);
