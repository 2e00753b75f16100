import { chromiumCandidates, chromiumPath } from './chromium-path.mjs';

const PLAYWRIGHT = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const DEBIAN = '/usr/bin/chromium';
const DEBIAN_SHELL = '/usr/bin/chromium-headless-shell';
const CHROME_LINUX = '/usr/bin/google-chrome-stable';
const linuxEnv = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/home/me' };

/** The lookup on a machine where exactly `present` exist. */
function lookup(
  present: string[],
  { env = linuxEnv as NodeJS.ProcessEnv, platform = 'linux' as NodeJS.Platform, playwright = PLAYWRIGHT as string | null, headlessShell = false } = {},
) {
  const files = new Set(present);
  return chromiumPath({ env, platform, playwrightPath: () => playwright, headlessShell, exists: (f) => files.has(f) });
}

describe('finding a Chromium for the browser tests', () => {
  it('takes CHROMIUM_PATH first, then Playwright\u2019s Chromium, then Debian\u2019s, then Google Chrome', () => {
    const all = ['/opt/my/chrome', PLAYWRIGHT, DEBIAN, CHROME_LINUX];
    expect(lookup(all, { env: { ...linuxEnv, CHROMIUM_PATH: '/opt/my/chrome' } })).toBe('/opt/my/chrome');
    expect(lookup(all)).toBe(PLAYWRIGHT);
    expect(lookup([DEBIAN, CHROME_LINUX])).toBe(DEBIAN);
    expect(lookup([CHROME_LINUX])).toBe(CHROME_LINUX);
    expect(lookup([])).toBeNull();
  });

  it('for the browser tests, takes Debian\u2019s headless shell before its full Chromium; the benchmark keeps the full one', () => {
    expect(lookup([DEBIAN_SHELL, DEBIAN], { playwright: null, headlessShell: true })).toBe(DEBIAN_SHELL);
    expect(lookup([DEBIAN], { playwright: null, headlessShell: true })).toBe(DEBIAN);
    expect(lookup([DEBIAN_SHELL, DEBIAN], { playwright: null })).toBe(DEBIAN);
    expect(lookup([DEBIAN_SHELL, PLAYWRIGHT], { headlessShell: true })).toBe(PLAYWRIGHT);
  });

  it('uses Playwright\u2019s path only when the file is there', () => {
    expect(lookup([DEBIAN])).toBe(DEBIAN);
    expect(lookup([DEBIAN], { playwright: null })).toBe(DEBIAN);
  });

  it('skips a CHROMIUM_PATH that does not exist', () => {
    expect(lookup([DEBIAN], { env: { ...linuxEnv, CHROMIUM_PATH: '/nowhere/chrome' } })).toBe(DEBIAN);
  });

  it('looks for Linux browsers on PATH, so a PATH without them finds none', () => {
    expect(lookup([DEBIAN], { env: { PATH: '/tmp/node-only', HOME: '/tmp/home' } })).toBeNull();
    expect(lookup(['/tmp/node-only/chromium'], { env: { PATH: '/tmp/node-only', HOME: '/tmp/home' } })).toBe('/tmp/node-only/chromium');
  });

  it('finds Google Chrome where macOS installs it', () => {
    const app = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const userApp = '/Users/me/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const env = { PATH: '/usr/bin', HOME: '/Users/me' };
    expect(lookup([app, userApp, PLAYWRIGHT], { env, platform: 'darwin' })).toBe(PLAYWRIGHT);
    expect(lookup([app, userApp], { env, platform: 'darwin' })).toBe(app);
    expect(lookup([userApp], { env, platform: 'darwin' })).toBe(userApp);
  });

  it('finds Google Chrome where Windows installs it, for every user or one', () => {
    const env = { PROGRAMFILES: 'C:\\Program Files', 'PROGRAMFILES(X86)': 'C:\\Program Files (x86)', LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local' };
    const machine = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
    const user = 'C:\\Users\\me\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe';
    expect(lookup([machine, user], { env, platform: 'win32', playwright: null })).toBe(machine);
    expect(lookup([user], { env, platform: 'win32', playwright: null })).toBe(user);
  });

  it('lists each place once, in order', () => {
    const sources = chromiumCandidates({
      env: { ...linuxEnv, PATH: '/usr/bin:/usr/bin', CHROMIUM_PATH: '/x' },
      platform: 'linux',
      playwrightPath: () => PLAYWRIGHT,
    });
    expect(sources.map((c) => c.path)).toEqual([
      '/x',
      PLAYWRIGHT,
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome-stable',
      '/usr/bin/google-chrome',
    ]);
  });
});
