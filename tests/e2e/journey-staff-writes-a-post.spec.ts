import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectSeriousAxeClean } from './admin-shell-helpers';
import { onWorkerBackend } from './env';
import { DESKTOP, expect, PHONE, signInAsAdmin, test } from './fixtures';
import { blackPng } from './png';

// A member of staff writes a post with everything the editor offers (a phone photo as its
// featured image, a heading, a highlight, a link, a table, an inline image), previews and
// publishes it, finds it on the blog and in the sitemap, edits it while the site's build hook
// fails (every admin screen says so until a try succeeds), unpublishes and deletes it. And a
// draft that survives a reload. The rebuilds are the database's: the site-rebuild job, run here
// when the test says, calls the hook; the page calls no function after a save.

const TITLE = 'E2E Rich Post';
const SLUG = 'e2e-rich-post';
const LINK_URL = 'https://example.com/rates';

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: blackPng(8, 8) });

/** A phone photo: 4000×3000 JPEG whose EXIF holds where it was taken. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 59/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '81/1 14/1 0/1' },
    })
    .toBuffer();
}

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

/** Goes to a path within the running app (a client-side navigation, as a link would). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true });

/** The admin shell's notice of a rebuild the host refused. */
const refusedNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'The public site could not be updated' });
const WAITING_NOTICE = 'Your changes go live within a few minutes.';

test.describe('at 1280 px', () => {
  test.use(DESKTOP);
  // Uploads, a post and build-hook calls: back to the seed for the next journey.
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  test('write a rich post with a phone photo, preview and publish it, find it on the blog and in the sitemap, edit it through a failing build hook, unpublish and delete it', async ({
    page,
    backend,
  }) => {
    await signInAsAdmin(page);
    // The drafts' own journey is the phone's (below); its way back in is here at a desk too.
    await expect(page.getByRole('button', { name: 'Recover Draft' })).toBeVisible();

    // Create, preview, publish; then the public blog, the post's page and the sitemap.
    {
      await page.getByRole('button', { name: 'New Post' }).click();
      await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible();

      await page.getByLabel(/^Title/).fill(TITLE);

      // Featured image: a 4000×3000 phone photo with its GPS position, stored at most 1600 px wide
      // without any EXIF, with an 800 px copy; the thumbnail shows it.
      const photo = await phonePhoto();
      expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
      await page.getByLabel('Featured image', { exact: true }).setInputFiles({ name: 'Featured Board.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
      const thumbnail = page.getByTestId('featured-image-thumbnail');
      await expect(thumbnail).toHaveAttribute('src', /\/storage\/v1\/object\/public\/blog-images\/\d+-featured-board-1600w\.(webp|avif)$/);
      const largeUrl = (await thumbnail.getAttribute('src'))!;
      const smallUrl = largeUrl.replace(/-1600w\./, '-800w.');
      for (const [url, width] of [
        [largeUrl, 1600],
        [smallUrl, 800],
      ] as const) {
        const res = await page.request.get(onWorkerBackend(url));
        expect(res.status(), url).toBe(200);
        const stored = await sharp(await res.body()).metadata();
        expect(stored.width).toBe(width);
        expect(stored.height).toBe((width * 3) / 4);
        expect(stored.format).toMatch(/webp|heif/);
        // Drawn through a canvas: no EXIF at all, so no GPS position and no camera.
        expect(stored.exif).toBeUndefined();
        expect((await res.body()).length).toBeLessThan(photo.length);
      }
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
      // The featured image as the public page will show it: both widths through srcset.
      const featured = preview.getByRole('img', { name: 'A lit billboard' });
      await expect(featured).toHaveAttribute('srcset', `${smallUrl} 800w, ${largeUrl} 1600w`);
      await expect(featured).toHaveAttribute('sizes', /768px/);
      await preview.getByRole('button', { name: 'Close preview' }).click();

      await page.getByLabel('Published').check();
      await page.getByRole('button', { name: 'Create Post' }).click();
      await expect(page.getByText('Blog post created successfully!')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Post created successfully!$/ })).toBeVisible();
      // The database queued a rebuild with the save; without a build hook the job records it as not configured.
      await expect(page.getByText(WAITING_NOTICE)).toBeVisible();
      expect(await backend.runScheduledJob('site-rebuild')).toMatchObject({ ok: true });
      expect(await backend.buildHookCalls()).toHaveLength(0);
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
    }

    // Edit: excerpt and tags reach the post's page; then unpublish, and it leaves the public pages.
    await page.goto('/admin/blog');
    {
      await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
      await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
      await expect(page.getByLabel(/^Title/)).toHaveValue(TITLE);
      await page.getByLabel('Excerpt').fill('Edited excerpt from the browser test.');
      await page.getByLabel('Tags (comma-separated)').fill(' launch , ,boards ');
      // The build hook fails: every admin screen says so, with the next try; Try again now has the next run skip the pause.
      await backend.setBuildHook('fail');
      await page.getByRole('button', { name: 'Update Post' }).click();
      await expect(page.getByText('Blog post updated successfully!')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Post updated successfully!$/ })).toBeVisible();
      expect(await backend.buildHookCalls()).toHaveLength(0);
      expect(await backend.runScheduledJob('site-rebuild')).toMatchObject({ ok: true });
      expect(await backend.buildHookCalls()).toHaveLength(1);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click();
      await expect(refusedNotice(page)).toContainText(
        /The public site could not be updated: The host answered 404 Not Found\. It is tried again automatically, next at .+\./,
      );
      await backend.setBuildHook('record');
      await refusedNotice(page).getByRole('button', { name: 'Try again now' }).click();
      await expect(refusedNotice(page)).toContainText('The next try is within a minute.');
      expect(await backend.runScheduledJob('site-rebuild')).toMatchObject({ ok: true });
      expect(await backend.buildHookCalls()).toHaveLength(2);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click();
      await expect(page.getByRole('button', { name: `Edit ${TITLE}` })).toBeVisible();
      await expect(refusedNotice(page)).toHaveCount(0);

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

      // Back to the admin within the running app, as its links would: no reload needed.
      await openInApp(page, '/admin/blog');
      await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
      await page.getByLabel('Published').uncheck();
      await page.getByRole('button', { name: 'Update Post' }).click();
      await expect(page.getByText('Blog post updated successfully!')).toBeVisible();
      // A second save within the minute after a call waits for the window: no call yet.
      await expect(page.getByText(WAITING_NOTICE)).toBeVisible();
      expect(await backend.runScheduledJob('site-rebuild')).toMatchObject({ ok: true });
      expect(await backend.buildHookCalls()).toHaveLength(2);
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
      await expect(item.getByText('Draft', { exact: true })).toBeVisible();

      await page.goto('/blog');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('link', { name: TITLE, exact: true })).toHaveCount(0);
      await page.goto(`/blog/${SLUG}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
      expect(await inAppSitemap(page)).not.toContain(`/blog/${SLUG}</loc>`);
    }

    // Delete, after confirming in a dialog that names the post.
    await page.goto('/admin/blog');
    {
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
    }
  });
});

// On the phone: the desk's blog screen and editor are the rich post's above.
test.describe('at 375 px', () => {
  test.use(PHONE);

  test('an autosaved draft survives a reload: restored on New Post, recovered with Recover Draft, discarded by Cancel; and an edit of an existing post comes back too', async ({
    page,
  }) => {
    // Leaving or cancelling with unsaved changes asks first; accept every time.
    page.on('dialog', (dialog) => dialog.accept());
    await signInAsAdmin(page);
    // On a phone, each post's title takes the card's width, its buttons underneath.
    const cards = page.getByRole('list', { name: 'Posts' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const cardBox = (await card.boundingBox())!;
      const titleBox = (await card.getByRole('heading').boundingBox())!;
      const editBox = (await card.getByRole('button', { name: /^Edit / }).boundingBox())!;
      expect(titleBox.width).toBeGreaterThan(cardBox.width * 0.9);
      expect(editBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(375);
    }
    const draft = () => page.evaluate(() => localStorage.getItem('blog-draft:new'));
    const writeDraft = async (title: string, text: string) => {
      await page.getByRole('button', { name: 'New Post' }).click();
      await page.getByLabel(/^Title/).fill(title);
      await editor(page).click();
      await page.keyboard.type(text);
      await expect.poll(draft).toContain(text);
    };

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

    // An edit of an existing post: Recover Draft brings it back after a reload.
    const first = page.getByRole('list', { name: 'Posts' }).getByRole('article').first();
    const original = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
    await first.getByRole('button', { name: `Edit ${original}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
    const edited = `${original} (edited)`;
    await page.getByLabel(/^Title/).fill(edited);
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('blog-draft:') && k !== 'blog-draft:new').length)).toBe(1);

    await page.reload();
    // Until the posts are read, Recover Draft says they are loading (it needs the post the draft edits).
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Recover Draft' }).click();
    await expect(page.getByText('Recovered autosaved draft')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(edited);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toHaveCount(0);
  });
});
