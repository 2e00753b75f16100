export function findPostgresBin(env?: NodeJS.ProcessEnv): string | null;
export function hasPgCron(bin: string): boolean;
export interface ThrowawayPostgres {
  /** A superuser's URL naming `database` (which is not created). */
  url: string;
  port: number;
  stop(): Promise<void>;
  log(): string;
}
export function startThrowawayPostgres(options?: { bin?: string | null; database?: string }): Promise<ThrowawayPostgres>;
