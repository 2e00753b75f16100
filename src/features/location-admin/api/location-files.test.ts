// @vitest-environment jsdom
import { storedLocationFile } from './location-files';

describe('storedLocationFile', () => {
  it('finds the bucket and path of the location buckets only', () => {
    expect(storedLocationFile('https://x.supabase.co/storage/v1/object/public/location-photos/1-a%20b.webp')).toEqual({
      bucket: 'location-photos',
      path: '1-a b.webp',
    });
    expect(storedLocationFile('http://127.0.0.1:54321/storage/v1/object/public/location-sales-sheets/2-sheet.pdf')).toEqual({
      bucket: 'location-sales-sheets',
      path: '2-sheet.pdf',
    });
    expect(storedLocationFile('https://x.supabase.co/storage/v1/object/public/blog-images/1.webp')).toBeNull();
    expect(storedLocationFile('/images/locations/samples/london-dundas-st-downtown-1.svg')).toBeNull();
    expect(storedLocationFile(null)).toBeNull();
  });
});
