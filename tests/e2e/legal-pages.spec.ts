import AxeBuilder from '@axe-core/playwright';
import { paths } from '../../src/config/paths';
import { privacy } from '../../src/config/site';
import { expect, test } from './fixtures';

const pages = [
  { path: paths.privacyPolicy, link: 'Privacy Policy', h1: 'Privacy Policy' },
  { path: paths.accessibility, link: 'Accessibility', h1: 'Accessibility' },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, link, h1 } of pages) {
      test(`${path}: linked from the footer, one h1, no serious axe violations`, async ({ page }) => {
        await page.goto(paths.home);
        const footerLink = page.getByRole('contentinfo').getByRole('link', { name: link, exact: true });
        await footerLink.scrollIntoViewIfNeeded();
        await expect(footerLink).toBeVisible();
        await footerLink.click();
        await page.waitForURL(`**${path}`);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
      });
    }
  });
}

test('the privacy policy states the retention period and the privacy contact from the one config', async ({ page }) => {
  await page.goto(paths.privacyPolicy);
  await expect(page.getByText(`kept for ${privacy.retentionMonths} months`)).toBeVisible();
  await expect(page.getByRole('link', { name: privacy.contactEmail })).toHaveAttribute('href', `mailto:${privacy.contactEmail}`);
  for (const recipient of ['Supabase', 'Our e-mail provider', 'Google Maps']) await expect(page.getByText(recipient, { exact: true })).toBeVisible();
});

test('the newsletter form links to the privacy policy', async ({ page }) => {
  await page.goto(paths.blog);
  const signup = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  await expect(signup.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', paths.privacyPolicy);
});
