import { heroBillboardsImage, heroContactImage, heroHomeImage, type ImageAsset } from '@/content/images';

/** The heroes of the pages a visitor goes to most, which the site's start-up fetches ahead. */
export const mainHeroes: readonly ImageAsset[] = [heroHomeImage, heroBillboardsImage, heroContactImage];

/**
 * Fetches the main heroes the page does not show itself, at low priority, so
 * the next page's hero is in the cache. Each goes through a detached <picture>
 * like the one the page will show, so the browser picks the very file it will
 * later want (format and width for this screen). Returns the images started.
 */
export function warmMainHeroes(doc: Document = document, heroes: readonly ImageAsset[] = mainHeroes): HTMLImageElement[] {
  const shown = new Set(Array.from(doc.images, (img) => img.getAttribute('src')));
  return heroes
    .filter((hero) => !shown.has(hero.src))
    .map((hero) => {
      const picture = doc.createElement('picture');
      for (const { type, srcSet, sizes } of hero.sources ?? []) {
        const source = doc.createElement('source');
        source.type = type;
        source.srcset = srcSet;
        if (sizes) source.sizes = sizes;
        picture.append(source);
      }
      const img = doc.createElement('img');
      img.setAttribute('fetchpriority', 'low');
      img.setAttribute('decoding', 'async');
      // In the picture before any source is set: the browser then chooses among its sources.
      picture.append(img);
      if (hero.sizes) img.sizes = hero.sizes;
      if (hero.srcSet) img.srcset = hero.srcSet;
      img.src = hero.src;
      return img;
    });
}
