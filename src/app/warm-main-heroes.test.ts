import { afterEach, describe, expect, it } from 'vitest';
import { heroBillboardsImage, heroContactImage, heroHomeImage } from '@/content/images';
import { mainHeroes, warmMainHeroes } from './warm-main-heroes';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('warmMainHeroes', () => {
  it('are the three heroes of home, billboards and contact: two 1920×1080 and one 600×400', () => {
    expect(mainHeroes).toEqual([heroHomeImage, heroBillboardsImage, heroContactImage]);
    expect(mainHeroes.map((h) => `${h.width}x${h.height}`)).toEqual(['1920x1080', '1920x1080', '600x400']);
  });

  it('fetches the heroes the page does not show, at low priority, through the same <picture> sources', () => {
    document.body.innerHTML = `<img src="${heroHomeImage.src}" alt="">`;
    const started = warmMainHeroes();
    expect(started.map((img) => img.getAttribute('src'))).toEqual([heroBillboardsImage.src, heroContactImage.src]);
    const [billboards] = started;
    expect(billboards!.getAttribute('fetchpriority')).toBe('low');
    expect(billboards!.getAttribute('srcset')).toBe(heroBillboardsImage.srcSet);
    const sources = Array.from(billboards!.parentElement!.querySelectorAll('source'), (s) => [s.type, s.srcset]);
    expect(sources).toEqual(heroBillboardsImage.sources!.map((s) => [s.type, s.srcSet]));
    // Detached: nothing is added to the page.
    expect(billboards!.isConnected).toBe(false);
  });
});
