import { dollarPost } from './build-fixtures';
import { expect, serviceRest, test } from './fixtures';

test.describe('the static site follows the database', () => {
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  test('a prerendered post that has since been unpublished shows the not-found page, marked noindex, once the app has checked', async ({ page }) => {
    const path = `/blog/${dollarPost.slug}`;
    await serviceRest(`blog_posts?id=eq.${dollarPost.id}`, { method: 'PATCH', body: JSON.stringify({ is_published: false }) });

    // The file from the build still holds the post...
    const served = await page.request.get(path);
    expect(await served.text()).toContain('Body with');

    // ...but the page does not lie for long.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByText('Body with')).toHaveCount(0);
  });
});
