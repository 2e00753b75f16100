import type { Page } from '@playwright/test';
import { expectSeriousAxeClean } from './admin-shell-helpers';
import { expect, serviceRest } from './fixtures';

export const DUNDAS = { id: 'c0000000-0000-4000-8000-000000000004', name: 'London — Dundas St Downtown' };

async function isActive(id: string): Promise<boolean> {
  const [row] = await serviceRest<{ is_active: boolean }[]>(`billboard_locations?select=is_active&id=eq.${id}`);
  return row!.is_active;
}

/** On the locations screen: deactivates a board from the list and activates it again, without opening the form. */
export async function toggleFromList(page: Page): Promise<void> {
  const list = page.getByRole('list', { name: 'Locations' });
  await expect(list).toBeVisible();
  await list.getByRole('button', { name: `Deactivate ${DUNDAS.name}` }).click();
  // Dundas has the seed's campaigns ahead: deactivating asks first.
  await page
    .getByRole('dialog', { name: `Deactivate ${DUNDAS.name}?` })
    .getByRole('button', { name: 'Deactivate anyway' })
    .click();
  await expect(page.getByText(`${DUNDAS.name} is off the map.`)).toBeVisible();
  const row = list.getByRole('article', { name: DUNDAS.name });
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  expect(await isActive(DUNDAS.id)).toBe(false);
  await expectSeriousAxeClean(page);
  await list.getByRole('button', { name: `Activate ${DUNDAS.name}` }).click();
  await expect(page.getByText(`${DUNDAS.name} is on the map.`)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect(await isActive(DUNDAS.id)).toBe(true);
}

/** On the locations screen: a new board at Dundas's address is warned about, and can be placed by clicking the preview. */
export async function warnAndPick(page: Page): Promise<void> {
  const [seed] = await serviceRest<{ address: string }[]>(`billboard_locations?select=address&id=eq.${DUNDAS.id}`);
  await page.getByRole('button', { name: 'New Location' }).click();
  const form = page.getByRole('form', { name: 'New Location' });
  await form.getByLabel('Address', { exact: true }).fill(seed!.address.toUpperCase());
  await expect(form.getByText(`${DUNDAS.name} is at the same address.`, { exact: false })).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(DUNDAS.name);
  await expect(form.getByText(`Another board is already called “${DUNDAS.name}”.`, { exact: false })).toBeVisible();
  // Click about where London is drawn: the fields take the point.
  const preview = form.getByTestId('point-preview');
  const box = (await preview.boundingBox())!;
  await preview.click({ position: { x: box.width * 0.652, y: box.height * 0.9 } });
  const lat = Number(await form.getByLabel('Latitude', { exact: true }).inputValue());
  const lng = Number(await form.getByLabel('Longitude', { exact: true }).inputValue());
  expect(Math.abs(lat - 42.98)).toBeLessThan(0.5);
  expect(Math.abs(lng + 81.25)).toBeLessThan(0.5);
  await expect(form.getByRole('img', { name: `The point ${lat}, ${lng} lies in Ontario.` })).toBeVisible();
  await expectSeriousAxeClean(page);
}
