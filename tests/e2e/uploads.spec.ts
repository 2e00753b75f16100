import sharp from 'sharp';
import { onWorkerBackend } from './env';
import { expect, signInAsAdmin, test } from './fixtures';

// A phone photo: 4000×3000 JPEG whose EXIF holds where it was taken.
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 59/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '81/1 14/1 0/1' },
    })
    .toBuffer();
}

test('an uploaded 4000×3000 phone photo is stored at most 1600 px wide without its GPS, with an 800 px copy offered through srcset', async ({
  page,
  request,
}) => {
  const photo = await phonePhoto();
  const original = await sharp(photo).metadata();
  expect(original.width).toBe(4000);
  expect(original.exif?.toString('latin1')).toContain('PhoneMaker');

  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Featured image', { exact: true }).setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  const largeUrl = (await page.getByTestId('featured-image-thumbnail').getAttribute('src'))!;
  expect(largeUrl).toMatch(/-1600w\.(webp|avif)$/);

  for (const [url, width] of [
    [largeUrl, 1600],
    [largeUrl.replace(/-1600w\./, '-800w.'), 800],
  ] as const) {
    const res = await request.get(onWorkerBackend(url));
    expect(res.status(), url).toBe(200);
    const stored = await sharp(await res.body()).metadata();
    expect(stored.width).toBe(width);
    expect(stored.height).toBe((width * 3) / 4);
    expect(stored.format).toMatch(/webp|heif/);
    // Drawn through a canvas: no EXIF at all, so no GPS position and no camera.
    expect(stored.exif).toBeUndefined();
    expect((await res.body()).length).toBeLessThan(photo.length);
  }

  // The preview shows it as the public page will: both widths through srcset.
  await page.getByLabel(/^Title/).fill('Phone photo post');
  await page.getByLabel('Featured image alt text').fill('An orange test card');
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type('A post with a phone photo.');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog');
  const img = preview.getByRole('img', { name: 'An orange test card' });
  await expect(img).toHaveAttribute('srcset', `${largeUrl.replace(/-1600w\./, '-800w.')} 800w, ${largeUrl} 1600w`);
  await expect(img).toHaveAttribute('sizes', /768px/);
});
