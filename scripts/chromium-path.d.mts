export interface ChromiumLookupOptions {
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  /** Playwright's installed Chromium (by default, asked of playwright-core). */
  playwrightPath?: () => string | null;
  /** For the browser tests: Debian's chromium-headless-shell before its full chromium. */
  headlessShell?: boolean;
}
export interface ChromiumCandidate {
  source: 'CHROMIUM_PATH' | 'playwright' | 'chromium-headless-shell' | 'chromium' | 'google-chrome';
  path: string;
}
export const NO_BROWSER_MESSAGE: string;
export function chromiumCandidates(options?: ChromiumLookupOptions): ChromiumCandidate[];
export function chromiumPath(options?: ChromiumLookupOptions & { exists?: (file: string) => boolean }): string | null;
