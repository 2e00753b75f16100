import { z } from 'zod';

// The only reader of import.meta.env. Defaults point at the local backend
// (supabase/local) so a fresh clone needs no .env file.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** Fixed development anon key of the local backend (signed with its documented dev secret). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlLWxvY2FsIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjQxMDI0NDQ4MDB9.XjhLu42XBeR1SQ-NZcf7u1OtAaJ8MwHvL1NBq_aGLJs';
export const LOCAL_ADMIN_EMAIL = 'admin@londondigitalbillboards.ca';

const schema = z.object({
  VITE_SUPABASE_URL: z.url({ message: 'VITE_SUPABASE_URL must be an absolute URL' }).default(LOCAL_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: z.string().min(20, 'VITE_SUPABASE_ANON_KEY looks too short').default(LOCAL_SUPABASE_ANON_KEY),
  VITE_ADMIN_EMAIL: z.email({ message: 'VITE_ADMIN_EMAIL must be an e-mail address' }).default(LOCAL_ADMIN_EMAIL),
  VITE_GOOGLE_MAPS_API_KEY: z.string().default(''),
  VITE_SITE_URL: z.url({ message: 'VITE_SITE_URL must be an absolute URL' }).optional(),
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
