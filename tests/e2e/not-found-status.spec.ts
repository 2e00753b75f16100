import { expect, serviceRest, test } from './fixtures';

// The served build answers like the static host (scripts/serve-static.ts applies
// the _redirects the build wrote): a path with no page in the build gets status
// 404, so a crawler never indexes an empty page, and the app shell as its body,
// so the visitor still sees what the database has.
test.beforeEach(async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
});
// The app logs an unknown route.
test.use({ allowedConsoleErrors: [/non-existent route|maps\.googleapis\.com|net::ERR_FAILED/] });

test.describe('status of what the build has no page for', () => {
  test('an unknown post: 404, and the app says Blog Post Not Found, marked noindex', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an unknown industry: 404, and the not-found page, marked noindex', async ({ page }) => {
    const response = await page.goto('/industries/no-such-industry');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a post and an industry the build knows: 200 with their page', async ({ page }) => {
    const post = await page.goto('/blog/how-much-does-a-billboard-cost-in-london-ontario');
    expect(post?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/cost/i);

    const industry = await page.goto('/industries/retail');
    expect(industry?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/retail/i);
  });

  test.describe('a post published after the build', () => {
    const late = {
      id: '0d7c8f31-6a2b-4f7e-9c1d-3e5a7b9c2f44',
      slug: 'published-after-the-build',
      title: 'Published after the build',
      excerpt: 'A post the last build did not know.',
      content: '<p>Written after the site was built.</p>',
      is_published: true,
      publish_date: '2026-11-20T12:00:00Z',
    };

    test.afterEach(async ({ backend }) => {
      await backend.reset();
    });

    test('answers 404 until the next build, and the app still shows it', async ({ page }) => {
      await serviceRest('blog_posts', { method: 'POST', body: JSON.stringify(late) });
      const response = await page.goto(`/blog/${late.slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: late.title })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Written after the site was built.')).toBeVisible();
    });
  });
});
