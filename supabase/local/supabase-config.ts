// What the local backend takes from supabase/config.toml, the file hosted
// Supabase is configured from: one place for a limit or URL both apply.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { z } from 'zod';

const CONFIG_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../config.toml');

const authSchema = z.object({
  auth: z.object({
    site_url: z.string().url(),
    rate_limit: z.object({
      sign_in_sign_ups: z.number().int().positive(),
      token_verifications: z.number().int().positive(),
    }),
  }),
});

export interface LocalAuthConfig {
  /** [auth] site_url: where e-mail links lead when redirect_to is not allowed. */
  siteUrl: string;
  /** [auth.rate_limit], per caller address in five minutes. */
  signInsPerFiveMinutes: number;
  verificationsPerFiveMinutes: number;
}

/** The auth settings of a config.toml's text (by default, the project's). */
export function localAuthConfig(toml: string = readFileSync(CONFIG_FILE, 'utf8')): LocalAuthConfig {
  const { auth } = authSchema.parse(parse(toml));
  return {
    siteUrl: auth.site_url,
    signInsPerFiveMinutes: auth.rate_limit.sign_in_sign_ups,
    verificationsPerFiveMinutes: auth.rate_limit.token_verifications,
  };
}
