/** The longest wait: a stalled image never keeps the page from coming alive. */
const CAP_MS = 3000;

/** How long to wait for a further frame once the page is painted (or given up on). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the prerendered page and its hero
 * image (the prerendered <img elementtiming> that LazyImage marks, the largest and usually
 * the last thing a phone paints), at most CAP_MS in. Until then the app's
 * scripts are not requested: on a slow connection they would share the
 * bandwidth with the hero and delay it by about a second (see the README's
 * start-up figures). The page costs the visitor nothing meanwhile: it is on
 * screen, links work as plain HTML and presses are kept (early-input.ts).
 *
 * Painted means the paint's timing entry (the hero's Element Timing, or the
 * first contentful paint on a page without a hero), or the hero loaded and
 * then two frames made. A browser that is late with its first frame (a slow
 * phone, or a busy host) is waited for: no short timer stands in for the
 * frame, since scripts requested before it would compete with the paint the
 * visitor is waiting for. A hero that fails to load has nothing to wait for.
 */
export function afterPagePainted(doc: Document = document, win: Window & typeof globalThis = window): Promise<void> {
  const hero = doc.querySelector<HTMLImageElement>('#root img[elementtiming]');
  const painted = hero ? heroPainted(hero, win) : contentPainted(win);
  const capped = Promise.race([painted, new Promise<void>((resolve) => win.setTimeout(resolve, CAP_MS))]);
  // A frame after that, and a task after the frame.
  return capped.then(() => frames(win, 1, FRAME_WAIT_MS)).then(() => new Promise<void>((resolve) => win.setTimeout(resolve, 0)));
}

/** Settles once the hero has loaded and decoded (or failed to). */
function heroLoaded(hero: HTMLImageElement): Promise<void> {
  return hero.decode().catch(() => undefined);
}

/**
 * The start of the `count`-th frame from now, however late the browser makes
 * them, or after `waitMs` if that comes first.
 */
function frames(win: typeof globalThis, count: number, waitMs?: number): Promise<void> {
  return new Promise((resolve) => {
    if (waitMs !== undefined) win.setTimeout(resolve, waitMs);
    const next = (left: number) => win.requestAnimationFrame(() => (left > 1 ? next(left - 1) : resolve()));
    next(count);
  });
}

/** Resolves on the first performance entry of `type` that `matches`, even one recorded before this call. */
function firstEntry(win: typeof globalThis, type: string, matches: (entry: PerformanceEntry) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = new win.PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

const supports = (win: typeof globalThis, type: string) => win.PerformanceObserver?.supportedEntryTypes?.includes(type) ?? false;

/**
 * Element Timing reports the hero once the frame that shows it is on screen,
 * the moment Largest Contentful Paint also records. Where the browser lacks it
 * (or reports nothing, as for a hero scrolled out of view), the hero loaded
 * and decoded, then the frame that shows it and one more, is the same moment.
 */
function heroPainted(hero: HTMLImageElement, win: typeof globalThis): Promise<void> {
  // A hero that fails to load is never painted: nothing to wait for.
  if (hero.complete && hero.naturalWidth === 0) return Promise.resolve();
  const failed = new Promise<void>((resolve) => hero.addEventListener('error', () => resolve(), { once: true }));
  const shown = heroLoaded(hero).then(() => frames(win, 2));
  if (!supports(win, 'element')) return Promise.race([shown, failed]);
  const reported = firstEntry(win, 'element', (entry) => (entry as PerformanceEntry & { element?: Element | null }).element === hero);
  return Promise.race([reported, shown, failed]);
}

/**
 * A page without a hero is text, painted with the first contentful paint. The
 * entry arrives once that frame is on screen; a frame callback can run before
 * it is presented, so without the entry two frames stand for it.
 */
function contentPainted(win: typeof globalThis): Promise<void> {
  if (!supports(win, 'paint')) return frames(win, 2);
  return firstEntry(win, 'paint', (entry) => entry.name === 'first-contentful-paint');
}
