// The bench's second way of measuring: Lighthouse with applied throttling. The
// page really loads on a 4x slower CPU and a slow 4G link (the mobile preset's
// own values, applied through the DevTools protocol during the load), where
// the default method loads it unthrottled and simulates the phone afterwards
// (Lantern). The two disagree where the host's own timing shapes what Lantern
// sees, such as a first frame made late: a budget met both ways is met.
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { saveRun } from './bench-save-run.ts';

/** The mobile preset's slow-4G and 4x CPU values, applied during the load. */
export const APPLIED_THROTTLING = constants.throttling.mobileSlow4G;

export interface AppliedRun {
  fcpMs: number;
  lcpMs: number;
  ttiMs: number;
  tbtMs: number;
}

/** One Lighthouse load of `url` under applied throttling (performance only: the other categories do not depend on it). */
export async function auditApplied(url: string, port: number, keepStorage = false): Promise<AppliedRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    throttlingMethod: 'devtools',
    throttling: { ...APPLIED_THROTTLING },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  saveRun(url, result, 'applied');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse (applied throttling) on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    ttiMs: numeric('interactive'),
    tbtMs: numeric('total-blocking-time'),
  };
}
