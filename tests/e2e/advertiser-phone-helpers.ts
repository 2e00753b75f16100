import type { Browser, ConsoleMessage } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/dev-keys';
import { E2E_BACKEND_URL, E2E_BUILD_BACKEND_URL, E2E_SITE_URL, onWorkerBackend } from './env';
import { PHONE } from './fixtures';

/** The Stripe stand-in's settings for the functions: online payment on or off, and the site it sends payers back to. */
export async function configureStripe(config: { configured?: boolean; siteUrl?: string }): Promise<void> {
  const res = await fetch(`${E2E_BACKEND_URL}/__local/stripe/config`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(config),
  });
  if (!res.ok) throw new Error(`stripe config: ${res.status} ${await res.text()}`);
}

/** The Stripe stand-in sends the payer back to the site under test, not to the dev server. */
export const pointCheckoutAtSite = () => configureStripe({ siteUrl: E2E_SITE_URL });

/**
 * Without online payment the request form stays on its confirmation (an
 * invoice follows): for the journeys about what that page shows, since with
 * Stripe the form goes on to Checkout.
 */
export const withoutOnlinePayment = () => configureStripe({ configured: false });

/**
 * The advertiser's phone: a second browser context, routed to this worker's backend
 * and watched for console errors as the fixtures do for `page`.
 */
export async function advertiserPhone(browser: Browser, allowed: RegExp[]) {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 375, height: 812 }, baseURL: E2E_SITE_URL });
  if (E2E_BACKEND_URL !== E2E_BUILD_BACKEND_URL) {
    await context.route(`${E2E_BUILD_BACKEND_URL}/**`, (route) => route.continue({ url: onWorkerBackend(route.request().url()) }));
  }
  const page = await context.newPage();
  const errors: string[] = [];
  const ok = (text: string) => allowed.some((re) => re.test(text));
  const documentStatus = (msg: ConsoleMessage) => /status of 404/.test(msg.text()) && msg.location().url === page.url();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !ok(msg.text()) && !documentStatus(msg)) errors.push(msg.text());
  });
  page.on('pageerror', (err) => {
    if (!ok(err.message)) errors.push(err.message);
  });
  return { context, page, errors };
}
