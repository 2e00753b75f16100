import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { heroContactImage, heroHomeImage, shippedImageSources } from './images';

const publicDir = path.resolve(__dirname, '../../public');
const jpegs = readdirSync(path.join(publicDir, 'images'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.jpg'))
  .map((file) => `/images/${file.split(path.sep).join('/')}`);

describe('shippedImageSources', () => {
  it('offers AVIF, then WebP, for an image the site ships', () => {
    expect(shippedImageSources('/images/blog/placeholder-1.jpg')).toEqual([
      { type: 'image/avif', srcSet: '/images/blog/placeholder-1.avif' },
      { type: 'image/webp', srcSet: '/images/blog/placeholder-1.webp' },
    ]);
  });

  it('offers nothing for uploads, other hosts or other formats', () => {
    expect(shippedImageSources('http://127.0.0.1:54321/storage/v1/object/public/blog-images/a.jpg')).toBeUndefined();
    expect(shippedImageSources('https://cdn.example.com/images/a.jpg')).toBeUndefined();
    expect(shippedImageSources('/images/blog/a.png')).toBeUndefined();
    expect(shippedImageSources('/images/../secret.jpg')).toBeUndefined();
  });

  it('names files that exist: every JPEG under public/images has both siblings', () => {
    expect(jpegs.length).toBeGreaterThan(20);
    const missing = jpegs.flatMap((src) =>
      (shippedImageSources(src) ?? [{ srcSet: `${src} (not matched)` }]).map((s) => s.srcSet).filter((file) => !existsSync(path.join(publicDir, file))),
    );
    expect(missing).toEqual([]);
  });
});

describe('hero sources', () => {
  it('list AVIF first, the format the prerendered page preloads', () => {
    expect(heroHomeImage.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(heroContactImage.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  });
});
