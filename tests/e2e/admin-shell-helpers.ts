import { expectNoSeriousAxe } from './axe';
import { ADMIN_EMAIL, expect } from './fixtures';
import type { Page } from '@playwright/test';

export const AUTH_NOTICE = 'Authentication required: sign in as the site administrator to open that page.';

export const ADMIN_SCREENS = [
  { path: '/admin/blog', link: 'Blog', heading: 'Blog Management' },
  { path: '/admin/leads', link: 'Leads', heading: 'Leads' },
  { path: '/admin/locations', link: 'Locations', heading: 'Billboard Locations' },
  { path: '/admin/bookings', link: 'Bookings', heading: 'Bookings' },
  { path: '/admin/advertisers', link: 'Advertisers', heading: 'Advertisers' },
  { path: '/admin/artwork', link: 'Artwork', heading: 'Artwork to review' },
  { path: '/admin/players', link: 'Players', heading: 'Player loading list' },
  { path: '/admin/proof-of-play', link: 'Proof of play', heading: 'Proof of play' },
  { path: '/admin/privacy', link: 'Privacy', heading: 'Privacy requests' },
] as const;

/** No serious or critical axe violations, in the page or in the part `include` selects. */
export const expectSeriousAxeClean = expectNoSeriousAxe;

/**
 * Walks every admin screen (signed in) through the shell's own navigation and checks the shell on each;
 * `audit` adds axe on each screen (one width is enough: the screens' markup is the same at both).
 */
export async function checkAdminShell(page: Page, width: number, { audit }: { audit: boolean }): Promise<void> {
  for (const screen of ADMIN_SCREENS) {
    await page.getByRole('banner').getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: screen.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: screen.link, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(banner.getByText(`Signed in as ${ADMIN_EMAIL}`)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Not the marketing layout: no footer, no call bar, and no notice meant for visitors.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByLabel('Call or get a quote')).toHaveCount(0);
    await expect(page.getByText(/Authentication required/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (audit) await expectSeriousAxeClean(page);
  }
  await page.getByRole('banner').getByRole('link', { name: 'View site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

declare global {
  interface Window {
    mainTops?: number[];
  }
}

/**
 * From the next document on, records each distinct place the main region's top takes, frame by
 * frame: what arrives after the screen shows (the header's count, the rebuild note) must not
 * move it under a pointer that is about to press.
 */
export async function recordMainTop(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.mainTops = [];
    const frame = () => {
      const main = document.querySelector('main');
      if (main) {
        const top = Math.round(main.getBoundingClientRect().top + window.scrollY);
        if (window.mainTops!.at(-1) !== top) window.mainTops!.push(top);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export async function mainTops(page: Page): Promise<number[]> {
  return page.evaluate(() => window.mainTops ?? []);
}
