// The Chromium the browser tests (and the benchmark) drive. Playwright is only
// ever given an executablePath, so any of these works:
//   1. $CHROMIUM_PATH                  an explicit choice wins
//   2. Playwright's own Chromium       `npx playwright install chromium`: the usual way on macOS and Windows
//   3. Debian's chromium               `apt-get install chromium` (/usr/bin/chromium), found on PATH;
//      for the browser tests, Debian's chromium-headless-shell before it
//   4. an installed Google Chrome      its standard place on Linux, macOS or Windows
// The headless shell (`apt-get install chromium-headless-shell`) is the browser
// Playwright itself runs headless tests in: the same engine without the full
// browser's windowing and GPU processes, so a test costs the machine much
// less. The benchmark keeps the full browser, which is what visitors run.
// Linux browsers are looked up on PATH rather than at fixed paths, so a PATH
// without them really is a machine without a browser (npm test's own test relies on it).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What a newcomer without a browser is told, wherever it is printed. */
export const NO_BROWSER_MESSAGE =
  'No Chromium found ($CHROMIUM_PATH, Playwright\u2019s Chromium, chromium on PATH, Google Chrome). ' +
  'Install one with `npx playwright install chromium` (any system) or `apt-get install chromium` (Debian), or set CHROMIUM_PATH.';

/** Where Playwright installs its Chromium (under HOME or PLAYWRIGHT_BROWSERS_PATH); null if it cannot say. */
function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    return chromium.executablePath() || null;
  } catch {
    // An unsupported platform or no playwright-core: not a place to look.
    return null;
  }
}

/**
 * Every place to look, best first, each with what it is.
 * @param {{ env?: NodeJS.ProcessEnv, platform?: NodeJS.Platform, playwrightPath?: () => string | null, headlessShell?: boolean }} [options]
 * @returns {{ source: string, path: string }[]}
 */
export function chromiumCandidates({ env = process.env, platform = process.platform, playwrightPath = playwrightChromium, headlessShell = false } = {}) {
  const candidates = [];
  if (env.CHROMIUM_PATH) candidates.push({ source: 'CHROMIUM_PATH', path: env.CHROMIUM_PATH });
  const playwright = playwrightPath();
  if (playwright) candidates.push({ source: 'playwright', path: playwright });

  if (platform === 'win32') {
    for (const base of [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(Boolean)) {
      candidates.push({ source: 'google-chrome', path: path.win32.join(base, 'Google', 'Chrome', 'Application', 'chrome.exe') });
    }
    return candidates;
  }
  if (platform === 'darwin') {
    const app = path.posix.join('Google Chrome.app', 'Contents', 'MacOS', 'Google Chrome');
    candidates.push({ source: 'google-chrome', path: path.posix.join('/Applications', app) });
    if (env.HOME) candidates.push({ source: 'google-chrome', path: path.posix.join(env.HOME, 'Applications', app) });
    return candidates;
  }
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const onPath = (source, names) => names.flatMap((name) => dirs.map((dir) => ({ source, path: path.posix.join(dir, name) })));
  if (headlessShell) candidates.push(...onPath('chromium-headless-shell', ['chromium-headless-shell']));
  candidates.push(...onPath('chromium', ['chromium', 'chromium-browser']));
  candidates.push(...onPath('google-chrome', ['google-chrome-stable', 'google-chrome']));
  // PATH often names a folder twice.
  return candidates.filter((c, i) => candidates.findIndex((o) => o.path === c.path) === i);
}

/**
 * The first candidate that exists, or null.
 * @param {{ env?: NodeJS.ProcessEnv, platform?: NodeJS.Platform, playwrightPath?: () => string | null, headlessShell?: boolean, exists?: (file: string) => boolean }} [options]
 * @returns {string | null}
 */
export function chromiumPath({ exists = existsSync, ...options } = {}) {
  return chromiumCandidates(options).find((c) => exists(c.path))?.path ?? null;
}
