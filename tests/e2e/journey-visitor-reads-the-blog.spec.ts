import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { privacy } from '../../src/config/site';
import { LOCAL_ANON_KEY } from '../../supabase/local/dev-keys';
import { DESKTOP, expect, PHONE, serviceRest, test } from './fixtures';
import { blockMaps, checkNotFoundPage, checkPostEnding, expectNoSeriousAxeViolations } from './visitor-helpers';

// A visitor reads the blog: the list, a post and its ending, the way back, a post that is not
// there, a wrong address and its search, a post whose picture is gone, and the policies the
// footer links to. On a phone; at 1280 px, what the width changes: the list's and the related
// posts' columns, the lost picture within the article, the footer's links.

interface PostRow {
  id: string;
  title: string;
  slug: string;
  is_published: boolean;
}

// The broken pictures are 404s on purpose; the app logs an unknown route. Under the site's
// Content-Security-Policy, Chromium also reports each on* attribute the sanitiser parses in its
// inert document (nothing runs there: no dialog, no handler left in the page).
test.use({
  allowedConsoleErrors: [
    /Failed to load resource|maps\.googleapis|non-existent route|Executing inline event handler violates the following Content Security Policy/,
  ],
});

test.beforeEach(async ({ page }) => {
  await blockMaps(page);
});

/** A picture in a post's body that cannot load is replaced by words, within the page's width. */
async function checkLostPicture(page: Page, width: number): Promise<void> {
  const slug = `broken-image-${width}-${randomUUID().slice(0, 8)}`;
  const [post] = await serviceRest<{ id: string }[]>('blog_posts', {
    method: 'POST',
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
    await expect(article.locator('img[src$="this-picture-does-not-exist.png"]')).toHaveCount(0);
    const box = (await fallback.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  } finally {
    await serviceRest(`blog_posts?id=eq.${post!.id}`, { method: 'DELETE' });
  }
}

/** The policies, from the footer: one h1 each; `audit` adds axe on each. */
async function checkPoliciesFromFooter(page: Page, { audit }: { audit: boolean }): Promise<void> {
  for (const { path, link } of [
    { path: paths.privacyPolicy, link: 'Privacy Policy' },
    { path: paths.accessibility, link: 'Accessibility' },
  ]) {
    await page.goto(paths.home);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: link, exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    await expect(footerLink).toBeVisible();
    await footerLink.click();
    await page.waitForURL(`**${path}`);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link);
    await page.waitForLoadState('networkidle');
    if (audit) await expectNoSeriousAxeViolations(page);
  }
}

test.describe('at 375 px', () => {
  test.use(PHONE);

  test('the blog list, a post with its call to action and related posts, the way back, a missing post, a wrong address, a lost picture and the policies', async ({
    page,
  }) => {
    const posts = await serviceRest<PostRow[]>('blog_posts?select=id,title,slug,is_published&order=publish_date.desc', {}, LOCAL_ANON_KEY);
    expect(posts.length).toBeGreaterThan(1);
    expect(posts.every((p) => p.is_published)).toBe(true);

    // The list, newest first; a post; back to the list.
    await page.goto('/blog');
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(posts.length);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(posts.map((p) => p.title));
    const signup = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    await expect(signup.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', paths.privacyPolicy);
    const target = posts[1]!;
    await cards.getByRole('link', { name: target.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${target.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    const jsonLdTypes = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => (JSON.parse(n.textContent ?? '{}') as { '@type'?: string })['@type']));
    expect(jsonLdTypes).toContain('Article');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(posts.length);

    // A post ends with a quote and map call to action and its related posts, prerendered.
    await checkPostEnding(page);

    // A post that is not there (an unknown slug: 404 from the host) or not published: the same page, noindex.
    const drafts = await serviceRest<PostRow[]>('blog_posts?select=slug&is_published=eq.false&limit=1');
    expect(drafts).toHaveLength(1);
    for (const slug of ['no-such-post-anywhere', drafts[0]!.slug]) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);

    // A wrong address: the not-found page offers the main destinations and a search of posts by title.
    await checkNotFoundPage(page);

    await checkLostPicture(page, 375);

    await checkPoliciesFromFooter(page, { audit: true });
    // The privacy policy states the retention period and the privacy contact from the one config.
    await page.goto(paths.privacyPolicy);
    await expect(page.getByText(`kept for ${privacy.retentionMonths} months`)).toBeVisible();
    await expect(page.getByRole('link', { name: privacy.contactEmail })).toHaveAttribute('href', `mailto:${privacy.contactEmail}`);
    for (const recipient of ['Supabase', 'Our e-mail provider', 'Google Maps']) await expect(page.getByText(recipient, { exact: true })).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use(DESKTOP);

  test("what the width changes: the list and a post's related posts in columns, their cards links that work; a lost picture within the article; the footer's policy links", async ({
    page,
  }) => {
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const posts = await serviceRest<PostRow[]>('blog_posts?select=id,title,slug,is_published&order=publish_date.desc', {}, LOCAL_ANON_KEY);
    await page.goto('/blog');
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(posts.length);
    await fits();
    const target = posts[1]!;
    await cards.getByRole('link', { name: target.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    const cta = page.getByRole('complementary', { name: 'Ready to put your business on a billboard?' });
    await expect(cta.getByRole('link', { name: 'Get a Free Quote' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related posts' }).getByRole('link');
    const href = (await related.first().getAttribute('href'))!;
    await related.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await fits();

    await checkLostPicture(page, 1280);
    await checkPoliciesFromFooter(page, { audit: false });
  });
});

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
    // The broken picture's error has fired once its words stand in its place: a handler on it would have run.
    await expect(article.getByText('Image not available')).toBeVisible();
    expect(dialogs).toEqual([]);
    expect(await article.locator('script, iframe, svg, form, input, details').count()).toBe(0);
    const eventAttributes = await article.evaluate((el) =>
      Array.from(el.querySelectorAll('*')).flatMap((n) => n.getAttributeNames().filter((a) => a.toLowerCase().startsWith('on'))),
    );
    expect(eventAttributes).toEqual([]);
    for (const id of ['js-link', 'proto-link', 'data-link']) await expect(article.getByText(id.replace('-', ' '))).not.toHaveAttribute('href');
    const styled = article.getByText('styled', { exact: true });
    await expect(styled).toHaveAttribute('style', 'color: red');
    await expect(styled).toHaveCSS('position', 'static');
  } finally {
    await serviceRest(`blog_posts?id=eq.${row!.id}`, { method: 'DELETE' });
  }
});
