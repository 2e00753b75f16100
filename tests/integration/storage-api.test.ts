// Storage as the app calls it, where the policy tests (storage-policies,
// location-admin, booking-artwork) do not already: the upload options of the
// post editor and the location admin.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, backendUrl, resetBackend, serviceClient } from './helpers';

const BUCKET = 'blog-images';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const storage = () => serviceClient().storage.from(BUCKET);

beforeAll(async () => {
  await resetBackend();
});

describe('upload and public URL', () => {
  // protects: upload-image.ts and location-files.ts, which upload a Blob with
  // its contentType, cacheControl '31536000' and upsert: false, then put
  // getPublicUrl's address in the page: browsers keep the file a year, and a
  // second file under a taken key never replaces the first.
  it('a Blob uploaded with contentType and cacheControl is served at getPublicUrl with both; the same key again is 409 without upsert', async () => {
    const { data, error } = await storage().upload('api/one.png', new Blob([PNG], { type: 'image/png' }), {
      contentType: 'image/png',
      cacheControl: '31536000',
      upsert: false,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'api/one.png', fullPath: `${BUCKET}/api/one.png` });

    const { publicUrl } = anonClient().storage.from(BUCKET).getPublicUrl('api/one.png').data;
    expect(publicUrl).toBe(`${backendUrl()}/storage/v1/object/public/${BUCKET}/api/one.png`);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=31536000');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);

    const again = await storage().upload('api/one.png', new Blob([JPEG], { type: 'image/jpeg' }), { contentType: 'image/jpeg', upsert: false });
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect(new Uint8Array(await (await fetch(publicUrl)).arrayBuffer())).toEqual(PNG);
  });
});
