export interface ChromiumLookupOptions {
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  /** Playwright's installed Chromium (by default, asked of playwright-core). */
  playwrightPath?: () => string | null;
}
export interface ChromiumCandidate {
  source: 'CHROMIUM_PATH' | 'playwright' | 'chromium' | 'google-chrome';
  path: string;
}
export const NO_BROWSER_MESSAGE: string;
export function chromiumCandidates(options?: ChromiumLookupOptions): ChromiumCandidate[];
export function chromiumPath(options?: ChromiumLookupOptions & { exists?: (file: string) => boolean }): string | null;
