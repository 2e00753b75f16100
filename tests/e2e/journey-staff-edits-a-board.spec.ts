import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { LOCAL_ANON_KEY } from '../../supabase/local/dev-keys';
import { expectSeriousAxeClean } from './admin-shell-helpers';
import { toggleFromList, warnAndPick } from './board-admin-helpers';
import { onWorkerBackend } from './env';
import { DESKTOP, expect, PHONE, serviceRest, signInAsAdminAt, test } from './fixtures';
import { blockMaps } from './visitor-helpers';

// A member of staff manages the billboard inventory at /admin/locations: a new board with its
// photos and sales sheet reaches the public list, leaves it when deactivated and takes its files
// when deleted; a change the public map shows queues a rebuild of the static site in the
// database, which the site-rebuild job (run here when the test says) makes. On a phone: the
// list and form fit, a board goes off the map and back from the list, a board like another is
// warned about, and the form names each problem. The exact words are location-schema.test.ts's
// and location-form.test.tsx's. Google's script is blocked: the list carries the public page.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

test.beforeEach(async ({ page }) => {
  await blockMaps(page);
});

async function openAdmin(page: Page): Promise<void> {
  await signInAsAdminAt(page, '/admin/locations');
  await expect(page).toHaveURL(/\/admin\/locations$/);
  await expect(page.getByRole('list', { name: 'Locations' })).toBeVisible();
}

/** Back to the screen, still signed in. */
async function returnToAdmin(page: Page): Promise<void> {
  await page.goto('/admin/locations');
  await expect(page.getByRole('list', { name: 'Locations' })).toBeVisible();
}

/** The public list of /billboard-map, read fresh (the prerendered one refreshes once the page is idle). */
async function publicList(page: Page) {
  await page.goto('/billboard-map');
  return page.getByRole('region', { name: 'All Billboard Locations' });
}

test.describe('at 1280 px', () => {
  test.use(DESKTOP);
  // The seed's locations as the next journey expects them (this one adds, deactivates and deletes).
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  test('a new board with photos and a sales sheet reaches the public list, leaves it when deactivated, and takes its files when deleted; only a change the public map shows rebuilds the site', async ({
    page,
    backend,
  }) => {
    await openAdmin(page);
    {
      const name = `Guelph Gordon St ${randomUUID().slice(0, 6)}`;
      await page.getByRole('button', { name: 'New Location' }).click();
      const form = page.getByRole('form', { name: 'New Location' });
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Media type', { exact: true }).fill('Digital LED — 10 ft x 30 ft');
      await form.getByLabel('Address', { exact: true }).fill('500 Gordon St, Guelph, ON N1G 2W1');
      await form.getByLabel('Latitude', { exact: true }).fill('43.5300');
      // A lost minus sign: the point is in Asia, and the form says so.
      await form.getByLabel('Longitude', { exact: true }).fill('80.2300');
      await expect(form.getByRole('status').filter({ hasText: 'This point is outside Ontario' })).toBeVisible();
      await form.getByLabel('Longitude', { exact: true }).fill('-80.2300');
      await expect(form.getByText('This point is outside Ontario')).toHaveCount(0);
      await expect(form.getByRole('img', { name: 'The point 43.53, -80.23 lies in Ontario.' })).toBeVisible();
      await form.getByLabel('Description', { exact: true }).fill('Facing northbound traffic to the university.');
      await form.getByLabel('Photo 1', { exact: true }).setInputFiles({ name: 'front view.png', mimeType: 'image/png', buffer: PNG });
      await form.getByLabel('Photo 2', { exact: true }).setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: PNG });
      // The wrong kind of file is refused at once, in words.
      await form.getByLabel('Sales sheet (PDF)', { exact: true }).setInputFiles({ name: 'sheet.png', mimeType: 'image/png', buffer: PNG });
      await expect(form.getByText('Please choose a PDF file for the sales sheet.')).toBeVisible();
      await form.getByLabel('Sales sheet (PDF)', { exact: true }).setInputFiles({ name: 'Gordon St sheet.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(form.getByText('Please choose a PDF file for the sales sheet.')).toHaveCount(0);
      await form.getByRole('button', { name: 'Create Location' }).click();

      await expect(page.getByText('Location created.')).toBeVisible();
      // The database queued a rebuild with the save; the admin shell says so quietly.
      await expect(page.getByText('Your changes go live within a few minutes.')).toBeVisible();
      const row = page.getByRole('list', { name: 'Locations' }).getByRole('article').filter({ hasText: name });
      await expect(row).toContainText('Active');
      await expect(row).toContainText('500 Gordon St, Guelph, ON N1G 2W1');
      await expect(row.locator('img')).toHaveAttribute('src', /\/storage\/v1\/object\/public\/location-photos\//);

      const [stored] = await serviceRest<{ id: string; thumbnail_image_1: string; thumbnail_image_2: string; sales_sheet_pdf_url: string }[]>(
        `billboard_locations?select=id,thumbnail_image_1,thumbnail_image_2,sales_sheet_pdf_url&name=eq.${encodeURIComponent(name)}`,
      );
      expect(stored!.thumbnail_image_2).toMatch(/\/location-photos\//);
      expect(stored!.sales_sheet_pdf_url).toMatch(/\/location-sales-sheets\/.+\.pdf$/);
      const pdfResponse = await page.request.get(onWorkerBackend(stored!.sales_sheet_pdf_url));
      expect(pdfResponse.status()).toBe(200);
      expect(pdfResponse.headers()['content-type']).toBe('application/pdf');

      let list = await publicList(page);
      const item = list.getByRole('listitem').filter({ hasText: name });
      await expect(item).toBeVisible();
      await expect(item.getByRole('link', { name: `Sales sheet for ${name} (PDF, opens in a new tab)` })).toHaveAttribute('href', stored!.sales_sheet_pdf_url);

      await returnToAdmin(page);
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('form', { name: `Edit ${name}` });
      await edit.getByLabel('Active (shown on the public map)', { exact: true }).uncheck();
      await edit.getByRole('button', { name: 'Update Location' }).click();
      await expect(page.getByText('Location updated.')).toBeVisible();
      await expect(row).toContainText('Inactive');
      expect(await serviceRest<unknown[]>(`billboard_locations?select=id&id=eq.${stored!.id}`, {}, LOCAL_ANON_KEY)).toEqual([]);

      // Within the app, as the admin would go and look: the change emptied the
      // cached list, so the map page reads the locations afresh.
      await page.getByRole('banner').getByRole('link', { name: 'View site' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FIND A BILLBOARD' }).click();
      list = page.getByRole('region', { name: 'All Billboard Locations' });
      const active = await serviceRest<unknown[]>('billboard_locations?select=id', {}, LOCAL_ANON_KEY);
      await expect(list.getByRole('listitem')).toHaveCount(active.length);
      await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

      await returnToAdmin(page);
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
      await expect(row).toHaveCount(0);
      // Its files went with it.
      expect((await page.request.get(onWorkerBackend(stored!.sales_sheet_pdf_url))).status()).not.toBe(200);
      expect((await page.request.get(onWorkerBackend(stored!.thumbnail_image_1))).status()).not.toBe(200);
    }

    // A change to an inactive board does not rebuild the static site; one the public map shows does.
    {
      // What waits so far is made without a hook (recorded as not configured): from here, only what follows counts.
      expect(await backend.runScheduledJob('site-rebuild')).toMatchObject({ ok: true });
      await backend.setBuildHook('record');
      const [inactive] = await serviceRest<{ name: string }[]>('billboard_locations?select=name&is_active=eq.false&limit=1');
      const [active] = await serviceRest<{ name: string }[]>('billboard_locations?select=name&is_active=eq.true&order=name&limit=1');
      await returnToAdmin(page);
      const rows = page.getByRole('list', { name: 'Locations' }).getByRole('article');

      await rows
        .filter({ hasText: inactive!.name })
        .getByRole('button', { name: `Edit ${inactive!.name}` })
        .click();
      await page.getByLabel('Description', { exact: true }).fill('Back in service next spring.');
      await page.getByRole('button', { name: 'Update Location' }).click();
      await expect(page.getByText('Location updated.')).toBeVisible();
      await expect(page.getByText('Your changes go live within a few minutes.')).toHaveCount(0);
      expect(await backend.runScheduledJob('site-rebuild')).toMatchObject({ ok: true });
      expect(await backend.buildHookCalls()).toHaveLength(0);

      await rows
        .filter({ hasText: active!.name })
        .getByRole('button', { name: `Edit ${active!.name}` })
        .click();
      await page.getByLabel('Active (shown on the public map)', { exact: true }).uncheck();
      await page.getByRole('button', { name: 'Update Location' }).click();
      await expect(page.getByText('Your changes go live within a few minutes.')).toBeVisible();
      expect(await backend.runScheduledJob('site-rebuild')).toMatchObject({ ok: true });
      expect(await backend.buildHookCalls()).toHaveLength(1);
    }
  });
});

test.describe('at 375 px', () => {
  test.use(PHONE);

  test('on a phone: the list and the form fit the screen, a board goes off the map and back from the list, a board like another is warned about, and the form names each problem keeping what was typed', async ({
    page,
  }) => {
    await openAdmin(page);
    const rows = page.getByRole('list', { name: 'Locations' }).getByRole('article');
    await expect(rows).toHaveCount(10);
    for (const box of await Promise.all((await rows.all()).map((r) => r.boundingBox()))) expect(box!.x + box!.width).toBeLessThanOrEqual(375);

    // Deactivated and activated again from the list, without opening the form.
    await toggleFromList(page);
    expect(page.url()).toMatch(/\/admin\/locations$/);

    // A new board at another's address, under its name: warned about, not refused; the preview places the point.
    await warnAndPick(page);
    const form = page.getByRole('form', { name: 'New Location' });
    const formBox = (await form.boundingBox())!;
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(375);

    // The form names each problem, takes the admin to the first, and keeps what was typed.
    await form.getByLabel('Name', { exact: true }).fill('Half-typed board');
    await form.getByLabel('Address', { exact: true }).fill('');
    await form.getByLabel('Latitude', { exact: true }).fill('95');
    await form.getByLabel('Longitude', { exact: true }).fill('east');
    await form.getByRole('button', { name: 'Create Location' }).click();
    await expect(form.getByText('Please enter the street address.')).toBeVisible();
    await expect(form.getByText('Latitude must be between -90 and 90.')).toBeVisible();
    await expect(form.getByText('Longitude must be a number in decimal degrees, e.g. -81.2497.')).toBeVisible();
    await expect(form.getByLabel('Media type', { exact: true })).toBeFocused();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Half-typed board');
    await expectSeriousAxeClean(page);
  });
});
