import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p)) ?? null;
}
