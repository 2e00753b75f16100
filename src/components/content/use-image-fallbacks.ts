import { useEffect, type RefObject } from 'react';
import { imageErrorText } from '@/components/ui/lazy-image';

const PULSE = ['animate-pulse', 'bg-gray-200'];

/**
 * Images inside HTML that React sets as a whole (a post's body) get what every
 * other image of the site has: a pulse placeholder while they load, and
 * 'Image not available' in their place when they fail.
 */
export function useImageFallbacks(container: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const cleanups: (() => void)[] = [];
    for (const img of Array.from(root.querySelectorAll('img'))) {
      const fail = () => {
        const box = document.createElement('span');
        box.setAttribute('role', 'img');
        box.setAttribute('aria-label', img.alt || imageErrorText);
        box.className = 'my-4 flex min-h-32 items-center justify-center rounded-lg bg-gray-100 text-sm text-gray-600';
        box.style.width = img.style.width || '100%';
        box.textContent = imageErrorText;
        img.replaceWith(box);
      };
      if (img.complete) {
        if (img.naturalWidth === 0 && img.getAttribute('src')) fail();
        continue;
      }
      img.classList.add(...PULSE);
      const loaded = () => img.classList.remove(...PULSE);
      img.addEventListener('load', loaded, { once: true });
      img.addEventListener('error', fail, { once: true });
      cleanups.push(() => {
        img.removeEventListener('load', loaded);
        img.removeEventListener('error', fail);
      });
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [container, html]);
}
