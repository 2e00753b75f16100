import { dollarPost } from './build-fixtures';
import { expect, serviceRest, signInAsAdmin, test } from './fixtures';

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

test.describe('the admin sees the public site update', () => {
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  async function togglePublished(page: import('@playwright/test').Page, title: string) {
    const card = page.getByRole('list', { name: 'Posts' }).getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByLabel('Published').click();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByText('Post updated successfully!').first()).toBeVisible();
  }

  test('several saves in a minute call the build hook once; the admin is told the site is updating', async ({ page, backend }) => {
    await backend.setBuildHook('record');
    page.on('dialog', (dialog) => dialog.accept());
    await signInAsAdmin(page);
    await togglePublished(page, dollarPost.title);
    await expect(page.getByRole('status').filter({ hasText: 'The public site is updating' })).toBeVisible();
    await togglePublished(page, dollarPost.title);
    await expect(page.getByRole('status').filter({ hasText: /will update with your changes in about \d+ seconds/ })).toBeVisible();
    expect(await backend.buildHookCalls()).toHaveLength(1);
  });

  test.describe('when the hook fails', () => {
    // The function answers 502 for a failing hook, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 502/] });

    test('without a build hook, the admin is told the site updates at the next deploy; a failing hook offers Try Again', async ({ page, backend }) => {
      page.on('dialog', (dialog) => dialog.accept());
      await signInAsAdmin(page);
      await togglePublished(page, dollarPost.title);
      await expect(page.getByRole('status').filter({ hasText: 'after its next deploy' })).toBeVisible();
      expect(await backend.buildHookCalls()).toHaveLength(0);

      await backend.setBuildHook('fail');
      await togglePublished(page, dollarPost.title);
      const alert = page.getByRole('alert').filter({ hasText: 'could not be asked to update' });
      await expect(alert).toContainText('404');
      await backend.setBuildHook('record');
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The public site is updating' })).toBeVisible();
    });
  });
});
