import type { BuildHookState } from './functions/site-rebuild';
import type { LocalDatabase } from './database';
import type { LocalScheduler } from './scheduler';
import type { LocalStripeState } from './stripe/state';
import type { LocalXiboState } from './xibo/state';

export type MailerMode = 'ok' | 'fail';

export interface StorageSettings {
  /** Lifetime of a signed upload URL in seconds: 2 hours, as hosted; a test may shorten it. */
  signedUploadExpiresIn: number;
}

export interface AuthSettings {
  /** How long an e-mailed link or code works, in seconds: an hour, as hosted (mailer_otp_exp); a test may shorten it. */
  otpExpirySeconds: number;
}

/** What every route handler may use; one per running server. */
export interface ServerContext {
  db: LocalDatabase;
  /** Where this server is reachable, e.g. http://127.0.0.1:54321 */
  baseUrl: string;
  /** The site the functions' e-mails link to: their SITE_URL (dev-keys.ts LOCAL_SITE_URL unless `--site-url`). */
  siteUrl: string;
  storageDir: string;
  outboxDir: string;
  mailer: { mode: MailerMode };
  /** The static host's build hook, as the local backend stands in for it. */
  buildHook: BuildHookState;
  /** Storage's server settings (hosted: the platform's configuration, not the caller's). */
  storageSettings: StorageSettings;
  /** Auth's server settings (hosted: the project's configuration). */
  authSettings: AuthSettings;
  /** Runs the jobs of private.scheduled_jobs on their schedules (Supabase Cron's stand-in). */
  scheduler: LocalScheduler;
  /** The Stripe stand-in's sessions and settings (supabase/local/stripe). */
  stripe: LocalStripeState;
  /** The Xibo CMS stand-in's library, schedule and the calls it received (supabase/local/xibo). */
  xibo: LocalXiboState;
  /** Clears storage files and the outbox, rebuilds the database. */
  reset(): Promise<void>;
}
