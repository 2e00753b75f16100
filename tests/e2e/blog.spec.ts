import { LOCAL_ANON_KEY } from '../../supabase/local/dev-keys';
import { expect, serviceRest, test } from './fixtures';

interface PostRow {
  id: string;
  title: string;
  slug: string;
  is_published: boolean;
}

/** What a visitor may see, newest first, straight from the API. */
function publishedPosts(): Promise<PostRow[]> {
  return serviceRest<PostRow[]>('blog_posts?select=id,title,slug,is_published&order=publish_date.desc', {}, LOCAL_ANON_KEY);
}

test.describe('blog', () => {
  test('list → post page → back to the list', async ({ page }) => {
    const posts = await publishedPosts();
    expect(posts.length).toBeGreaterThan(1);
    expect(posts.every((p) => p.is_published)).toBe(true);

    await page.goto('/blog');
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(posts.length);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(posts.map((p) => p.title));

    const target = posts[1];
    await cards.getByRole('link', { name: target.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${target.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    await expect(page).toHaveTitle(/.+/);
    const jsonLdTypes = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => (JSON.parse(n.textContent ?? '{}') as { '@type'?: string })['@type']));
    expect(jsonLdTypes).toContain('Article');

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(posts.length);
  });

  test('an unknown slug and a draft both show Blog Post Not Found', async ({ page }) => {
    const drafts = await serviceRest<PostRow[]>('blog_posts?select=slug&is_published=eq.false&limit=1');
    for (const slug of ['no-such-post-anywhere', ...drafts.map((d) => d.slug)]) {
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test.describe('hostile content', () => {
    // The broken image in the hostile HTML is a 404 on purpose. Under the
    // site's Content-Security-Policy, Chromium also reports each on* attribute
    // the sanitiser parses in its inert document (nothing runs there: no dialog
    // below, no handler left in the page).
    test.use({ allowedConsoleErrors: [/Failed to load resource|Executing inline event handler violates the following Content Security Policy/] });

    test('a post with hostile HTML renders inert', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      const hostile = [
        '<p id="safe">Safe paragraph</p>',
        '<img src="/does-not-exist.png" onerror="alert(\'img\')" alt="x">',
        '<script>alert("script")</script>',
        '<a id="js-link" href="javascript:alert(\'link\')">js link</a>',
        '<a id="proto-link" href="//evil.example/phish">proto link</a>',
        '<a id="data-link" href="data:text/html,<script>alert(1)</script>">data link</a>',
        '<iframe src="javascript:alert(\'iframe\')"></iframe>',
        '<svg><animate onbegin="alert(\'svg\')" attributeName="x" dur="1s"></animate></svg>',
        '<form action="https://evil.example"><input name="password" autofocus onfocus="alert(\'focus\')"></form>',
        '<p id="styled" style="position: fixed; inset: 0; background: url(https://evil.example/x.png); color: red">styled</p>',
        '<details open ontoggle="alert(\'toggle\')"><summary>s</summary></details>',
      ].join('');
      const [row] = await serviceRest<PostRow[]>('blog_posts', {
        method: 'POST',
        body: JSON.stringify({
          title: 'E2E Hostile Post',
          slug: 'e2e-hostile-post',
          excerpt: 'Should render inert.',
          content: hostile,
          tags: ['e2e'],
          is_published: true,
        }),
      });
      try {
        await page.goto('/blog/e2e-hostile-post');
        // The post's own article; the related posts below it are articles too.
        const article = page.getByRole('article').first();
        await expect(page.getByRole('heading', { level: 1, name: 'E2E Hostile Post' })).toBeVisible();
        await expect(article.getByText('Safe paragraph')).toBeVisible();
        // Give any handler a chance to fire.
        await page.waitForTimeout(500);
        expect(dialogs).toEqual([]);

        expect(await article.locator('script, iframe, svg, form, input, details').count()).toBe(0);
        const eventAttributes = await article.evaluate((el) =>
          Array.from(el.querySelectorAll('*')).flatMap((n) => n.getAttributeNames().filter((a) => a.toLowerCase().startsWith('on'))),
        );
        expect(eventAttributes).toEqual([]);
        for (const id of ['js-link', 'proto-link', 'data-link']) {
          await expect(article.getByText(id.replace('-', ' '))).not.toHaveAttribute('href');
        }
        const styled = article.getByText('styled', { exact: true });
        await expect(styled).toHaveAttribute('style', 'color: red');
        await expect(styled).toHaveCSS('position', 'static');
      } finally {
        await serviceRest(`blog_posts?id=eq.${row.id}`, { method: 'DELETE' });
      }
    });
  });
});
