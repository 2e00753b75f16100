import { deflateSync, crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expectSeriousAxeClean } from './admin-shell-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, signInAsAdmin, test } from './fixtures';

// The admin end to end against the local backend: sign-in, the guard, the
// editor, publishing to the public blog and sitemap, editing, unpublishing,
// deleting, autosave recovery and sign-out. One fresh database for the file.

const TITLE = 'E2E Rich Post';
const SLUG = 'e2e-rich-post';
const LINK_URL = 'https://example.com/rates';

/** A real PNG (solid colour), built here so the test needs no fixture file. */
function makePng(width = 8, height = 8, rgb: [number, number, number] = [240, 175, 0]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: makePng() });

/**
 * The XML of the in-app /sitemap.xml route, built in the browser from the
 * current data. Reached the way a link would: the host serves the file built
 * at deploy time on a direct request, which predates this test's posts.
 */
async function inAppSitemap(page: Page): Promise<string> {
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'sitemap', idx: 1 }, '', '/sitemap.xml');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.locator('#root')).toHaveCount(0);
  const xml = page.locator('pre').first();
  await expect(xml).toContainText('<urlset');
  return (await xml.textContent()) ?? '';
}

function editor(page: Page) {
  return page.getByRole('textbox', { name: 'Content', exact: true });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ backend }) => {
  await backend.reset();
});

test.describe('sign-in', () => {
  // The token endpoint answers 400 for a wrong password, which Chromium logs.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

  test('a wrong password shows the admin message; the e-mail is fixed', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(ADMIN_EMAIL);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByLabel('Password').fill(`${ADMIN_PASSWORD}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid password for admin account.');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test('the guard sends a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/admin/blog');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
});

test('sign in, then /auth sends the signed-in admin home', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
  // The notice is for visitors sent to /auth by the guard, not for the signed-in admin.
  await expect(page.getByText(/Authentication required/)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Drafts from the seed are listed for the admin.
  await expect(page.getByRole('list', { name: 'Posts' }).getByText('Draft', { exact: true }).first()).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('create a rich post, publish it, and find it on the blog, its page and the sitemap', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible();

  await page.getByLabel(/^Title/).fill(TITLE);

  // Featured image: upload, thumbnail, alt text.
  await page.getByLabel('Featured image', { exact: true }).setInputFiles(png('Featured Board.png'));
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await expect(page.getByTestId('featured-image-thumbnail')).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/blog-images\/\d+-featured-board-\d+w\.(webp|avif)$/,
  );
  await page.getByLabel('Featured image alt text').fill('A lit billboard');

  await page.getByLabel('Excerpt').fill('Our first post written end to end.');
  await expect(page.getByText('0/60 characters')).toBeVisible();
  await expect(page.getByLabel('Meta title')).toHaveAttribute('placeholder', TITLE);
  await page.getByLabel('Meta description').fill('A test post');
  await expect(page.getByText('11/160 characters')).toBeVisible();

  // Content: heading, centred.
  const content = editor(page);
  await content.click();
  await page.keyboard.type('Launch day');
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.getByRole('button', { name: 'Align center' }).click();
  await expect(page.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Align left' }).click();

  // A highlight.
  await page.keyboard.type('Bright boards');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Highlight yellow' }).click();
  await page.keyboard.press('End');

  // A link with its own text.
  await page.keyboard.type(' see ');
  await page.getByRole('button', { name: 'Insert link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
  await linkDialog.getByRole('button', { name: 'Insert Link' }).click();
  await expect(linkDialog.getByRole('alert')).toHaveText('Please enter a URL.');
  await linkDialog.getByLabel('URL').fill(LINK_URL);
  await linkDialog.getByLabel('Link text (optional)').fill('our rates');
  await linkDialog.getByRole('button', { name: 'Insert Link' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(content.locator(`a[href="${LINK_URL}"]`)).toHaveText('our rates');

  // A 3x3 table with a header row.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Insert table' }).click();
  await expect(content.locator('table th')).toHaveCount(3);
  await expect(content.locator('table td')).toHaveCount(6);
  // A new table spans the content (no fixed 100 px columns).
  const tableWidth = (await content.locator('table').boundingBox())!.width;
  const contentWidth = await content.evaluate(
    (el) => el.clientWidth - parseFloat(getComputedStyle(el).paddingLeft) - parseFloat(getComputedStyle(el).paddingRight),
  );
  expect(tableWidth).toBeGreaterThan(contentWidth - 2);
  await page.keyboard.type('Size');
  await expect(page.getByRole('button', { name: 'Add row below' })).toBeVisible();

  // An uploaded image after the table.
  await content.locator(':scope > p').last().click();
  await page.getByRole('button', { name: 'Insert image' }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await expect(imageDialog.getByRole('button', { name: 'Insert', exact: true })).toBeDisabled();
  // The file first: the dialog stays on its preview and takes the admin to the alt text.
  await imageDialog.getByLabel('Upload image').setInputFiles(png('In Text.png'));
  await expect(imageDialog.getByTestId('uploaded-image-preview')).toBeVisible();
  await expect(imageDialog.getByLabel('Alt text')).toBeFocused();
  // The dialog only: the featured image's toast may still be fading in, which axe reads as low contrast.
  await expectSeriousAxeClean(page, '[role="dialog"]');
  await expect(content.locator('img')).toHaveCount(0);
  await page.keyboard.type('Board photo');
  await imageDialog.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(imageDialog).toBeHidden();
  const inlineImage = content.locator('img[alt="Board photo"]');
  await expect(inlineImage).toHaveAttribute('src', /\/blog-images\/blog-images\/\d+-in-text-\d+w\.(webp|avif)$/);
  await inlineImage.click();
  await page.getByRole('button', { name: /^Medium image/ }).click();
  await expect(inlineImage).toHaveAttribute('style', /width: 400px/);
  await expect(page.getByLabel('Image width')).toHaveValue('400');

  // Preview renders through the public article.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(preview.locator(`a[href="${LINK_URL}"]`)).toBeVisible();
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Blog post created successfully!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Post created successfully!$/ })).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
  await expect(item.getByText('Published', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: `View on site: ${TITLE}` })).toHaveAttribute('href', `/blog/${SLUG}`);

  // The public blog.
  await page.goto('/blog');
  await page.getByRole('link', { name: TITLE, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${SLUG}$`));
  const article = page.getByRole('main').locator('article').first();
  await expect(article.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Launch day' })).toHaveAttribute('style', /text-align: center/);
  await expect(article.locator('mark', { hasText: 'Bright boards' })).toHaveAttribute('style', /background-color/);
  await expect(article.locator(`a[href="${LINK_URL}"]`)).toHaveText('our rates');
  await expect(article.locator('table th')).toHaveCount(3);
  await expect(article.locator('table th').first()).toHaveText('Size');
  await expect(article.locator('img[alt="Board photo"]')).toHaveAttribute('style', /width: 400px/);

  // The sitemap, built in the browser from the current data.
  expect(await inAppSitemap(page)).toContain(`/blog/${SLUG}</loc>`);
});

test('edit the post, then unpublish it and see it leave the public pages', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(TITLE);
  await page.getByLabel('Excerpt').fill('Edited excerpt from the browser test.');
  await page.getByLabel('Tags (comma-separated)').fill(' launch , ,boards ');
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Blog post updated successfully!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Post updated successfully!$/ })).toBeVisible();

  await page.goto(`/blog/${SLUG}`);
  await expect(page.getByText('Edited excerpt from the browser test.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['launch', 'boards']);
  // The table came back from the database intact, its columns unfixed, so it spans the article.
  const table = page.getByRole('main').locator('article table');
  await expect(table.locator('th')).toHaveCount(3);
  await expect(table.locator('th[colwidth]')).toHaveCount(0);
  const tableWidth = (await table.boundingBox())!.width;
  const articleWidth = await table.evaluate((el) => el.parentElement!.clientWidth);
  expect(tableWidth).toBeGreaterThan(articleWidth - 2);

  await page.goto('/admin/blog');
  await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
  await page.getByLabel('Published').uncheck();
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Blog post updated successfully!')).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
  await expect(item.getByText('Draft', { exact: true })).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: TITLE, exact: true })).toHaveCount(0);
  await page.goto(`/blog/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
  expect(await inAppSitemap(page)).not.toContain(`/blog/${SLUG}</loc>`);
});

test('delete the post after confirming in a dialog that names it', async ({ page }) => {
  await signInAsAdmin(page);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
  // Unpublished by the test before: a draft has no page to view.
  await expect(item.getByRole('link', { name: /View on site/ })).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${TITLE}”?` });
  await expect(dialog).toContainText('Are you sure you want to delete this post?');
  await expectSeriousAxeClean(page);
  // Escape keeps the post.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
  await dialog.getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByText('Blog post deleted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE, exact: true })).toHaveCount(0);
});

test('an autosaved draft survives a reload: restored on New Post, recovered with Recover Draft, discarded by Cancel', async ({ page }) => {
  const draft = () => page.evaluate(() => localStorage.getItem('blog-draft:new'));
  const writeDraft = async (title: string, text: string) => {
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByLabel(/^Title/).fill(title);
    await editor(page).click();
    await page.keyboard.type(text);
    await expect.poll(draft, { timeout: 5000 }).toContain(text);
  };
  // Leaving or cancelling with unsaved changes asks first; accept every time.
  page.on('dialog', (dialog) => dialog.accept());
  await signInAsAdmin(page);

  await writeDraft('Unsaved thoughts', 'Half-written paragraph');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toHaveCount(0);

  // Opening the form restores the saved draft once.
  await page.getByRole('button', { name: 'New Post' }).click();
  await expect(page.getByText('Restored saved draft')).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Unsaved thoughts');
  await expect(editor(page)).toContainText('Half-written paragraph');

  // Cancel closes and resets the form: the draft is gone.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toHaveCount(0);
  expect(await draft()).toBeNull();
  await page.getByRole('button', { name: 'Recover Draft' }).click();
  await expect(page.getByText('No autosaved draft found')).toBeVisible();

  // After a reload, Recover Draft brings the draft back into the form.
  await writeDraft('Second thoughts', 'Another paragraph');
  await page.reload();
  await page.getByRole('button', { name: 'Recover Draft' }).click();
  await expect(page.getByText('Recovered autosaved draft')).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Second thoughts');
  await expect(editor(page)).toContainText('Another paragraph');
  await page.evaluate(() => localStorage.removeItem('blog-draft:new'));
});

test('Recover Draft brings back an autosaved edit of an existing post, at 375 and 1280 px', async ({ page }) => {
  page.on('dialog', (dialog) => dialog.accept());
  await signInAsAdmin(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const first = page.getByRole('list', { name: 'Posts' }).getByRole('article').first();
    const original = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
    await first.getByRole('button', { name: `Edit ${original}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
    const edited = `${original} (edited at ${width})`;
    await page.getByLabel(/^Title/).fill(edited);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('blog-draft:') && k !== 'blog-draft:new').length), { timeout: 5000 })
      .toBe(1);

    await page.reload();
    // Until the posts are read, Recover Draft says they are loading (it needs the post the draft edits).
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Recover Draft' }).click();
    await expect(page.getByText('Recovered autosaved draft')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(edited);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toHaveCount(0);
  }
});

test('sign-out clears the session and the guard sends the visitor back to /auth', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Password')).toBeVisible();
  const authKeys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sb-') && k.includes('-auth-token')));
  expect(authKeys).toEqual([]);
  await page.goto('/admin/blog');
  await expect(page).toHaveURL(/\/auth$/);
});
