import { randomUUID } from 'node:crypto';
import { expect, serviceRest, test } from './fixtures';

// What a visitor sees when a part of a page fails: it says so, once, and
// offers Try Again; an image that cannot load is replaced by words. At the
// phone's width, where a message has the least room; the words are the same at every width.

test.use({ allowedConsoleErrors: [/Failed to load resource|maps\.googleapis/] });

test.beforeEach(async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
});

for (const width of [375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the map page says the locations failed to load, once and at once, and Try Again loads them', async ({ page }) => {
      await page.goto('/faq');
      await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
      let failing = true;
      await page.route('**/rest/v1/billboard_locations*', (route) =>
        failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' }) : route.fallback(),
      );
      // Into the page within the app: its data comes from the database, not the prerender.
      await page.evaluate(() => {
        history.pushState(null, '', '/billboard-map');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const alert = page.getByRole('alert').filter({ hasText: 'Database Error' });
      // The first failed attempt is enough to say so (the retries take about 10 s).
      await expect(alert).toBeVisible({ timeout: 5_000 });
      await expect(alert).toContainText('Unable to load billboard locations.');
      await expect(page.getByText('Database Error', { exact: true })).toHaveCount(1);

      // The automatic retries go on meanwhile (1 + 2 + 4 s); then Try Again is offered.
      await expect(alert.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
      const tryAgain = alert.getByRole('button', { name: 'Try Again' });
      await expect(tryAgain).toBeEnabled({ timeout: 15_000 });
      failing = false;
      await tryAgain.click();
      await expect(page.getByText(/^Showing \d+ billboard locations?$/)).toBeVisible();
      await expect(page.getByText('Database Error', { exact: true })).toHaveCount(0);
    });

    test('Latest News says the posts failed to load, never that there are none, and Try Again loads them', async ({ page }) => {
      await page.goto('/faq');
      await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
      let failing = true;
      await page.route('**/rest/v1/blog_posts*', (route) =>
        failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.fallback(),
      );
      await page.evaluate(() => {
        history.pushState(null, '', '/');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const news = page.getByRole('region', { name: 'Latest News' });
      const alert = news.getByRole('alert');
      await expect(alert).toContainText('The latest posts could not be loaded.', { timeout: 15_000 });
      await expect(news).not.toContainText('No blog posts available yet');

      failing = false;
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await expect(news.getByRole('article').first()).toBeVisible();
      await expect(news.getByRole('alert')).toHaveCount(0);
    });

    test("an image in a post's body that cannot load shows 'Image not available'", async ({ page }) => {
      const slug = `broken-image-${width}-${randomUUID().slice(0, 8)}`;
      const [post] = await serviceRest<{ id: string }[]>('blog_posts', {
        method: 'POST',
        headers: { prefer: 'return=representation' },
        body: JSON.stringify({
          title: `A post with a missing picture (${width})`,
          slug,
          excerpt: 'Its picture is gone.',
          content: '<p>Before the picture.</p><img src="/images/this-picture-does-not-exist.png" alt=""><p>After it.</p>',
          is_published: true,
          publish_date: '2026-01-05',
        }),
      });
      try {
        await page.goto(`/blog/${slug}`);
        const article = page.getByRole('main').getByRole('article').filter({ hasText: 'Before the picture.' });
        await expect(article).toContainText('After it.');
        const fallback = article.getByRole('img', { name: 'Image not available' });
        await expect(fallback).toBeVisible();
        await expect(fallback).toHaveText('Image not available');
        await expect(article.locator('img[src$="this-picture-does-not-exist.png"]')).toHaveCount(0);
        const box = (await fallback.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      } finally {
        await serviceRest(`blog_posts?id=eq.${post!.id}`, { method: 'DELETE' });
      }
    });
  });
}
