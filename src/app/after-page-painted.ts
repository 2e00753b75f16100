/** The longest wait: a stalled image never keeps the page from coming alive. */
const CAP_MS = 3000;

/**
 * Resolves once the browser has painted the prerendered page and its hero
 * image (the prerendered <img fetchpriority="high">, the largest and usually
 * the last thing a phone paints), at most CAP_MS in. Until then the app's
 * scripts are not requested: on a slow connection they would share the
 * bandwidth with the hero and delay it by about a second (see the README's
 * start-up figures). The page costs the visitor nothing meanwhile: it is on
 * screen, links work as plain HTML and presses are kept (early-input.ts).
 */
export function afterPagePainted(doc: Document = document): Promise<void> {
  const hero = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  // decode() settles once the image has loaded and can be painted without further work.
  const heroLoaded = hero ? hero.decode().catch(() => undefined) : Promise.resolve();
  const capped = Promise.race([heroLoaded, new Promise<void>((resolve) => setTimeout(resolve, CAP_MS))]);
  // A frame after that, and a task after the frame: the paint has happened.
  return capped.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
