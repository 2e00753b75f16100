import type { BuildHookState } from './functions/site-rebuild';
import type { LocalDatabase } from './database';

export type MailerMode = 'ok' | 'fail';

/** What every route handler may use; one per running server. */
export interface ServerContext {
  db: LocalDatabase;
  /** Where this server is reachable, e.g. http://127.0.0.1:54321 */
  baseUrl: string;
  storageDir: string;
  outboxDir: string;
  mailer: { mode: MailerMode };
  /** The static host's build hook, as the local backend stands in for it. */
  buildHook: BuildHookState;
  /** Clears storage files and the outbox, rebuilds the database. */
  reset(): Promise<void>;
}
