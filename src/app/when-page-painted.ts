// A prerendered page is complete without JavaScript, so the app waits until the
// browser has painted it, and its hero image when it has one (the prerendered
// <img fetchpriority="high">, usually the largest and last thing a phone
// paints). Starting sooner would put the page's thirty-odd script requests on
// the same slow connection as the hero, and their work on the main thread
// before its paint. Waiting costs the visitor nothing: the page is on screen,
// links work as plain HTML, and a press on a button is kept (early-input.ts).

import { nextTask } from '@/lib/next-task';

export type PaintEntryType = 'paint' | 'largest-contentful-paint';

/**
 * Calls `onEntry` with each paint timing entry of `type` (earlier ones included)
 * until it returns true; returns a function that stops observing, or null when
 * the browser does not report that type.
 */
export type ObservePaints = (type: PaintEntryType, onEntry: (entry: PerformanceEntry) => boolean) => (() => void) | null;

export const observePaints: ObservePaints = (type, onEntry) => {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(onEntry)) observer.disconnect();
  });
  observer.observe({ type, buffered: true });
  return () => observer.disconnect();
};

export interface WhenPagePaintedOptions {
  doc?: Document;
  observe?: ObservePaints;
  /** The longest wait: a stalled image never keeps the page from coming alive. */
  capMs?: number;
  /**
   * How long after the image has loaded to stop waiting for its paint to be
   * reported: none comes for a broken image, or once the visitor has scrolled.
   */
  graceMs?: number;
}

/** The task after the next frame: when the browser reports no paints, the closest thing to "painted". */
const afterNextFrame = (): Promise<void> => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(nextTask);

function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Resolves once the page's first paint, and its hero image's paint, have been reported. */
export function whenPagePainted({ doc = document, observe = observePaints, capMs = 3000, graceMs = 250 }: WhenPagePaintedOptions = {}): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const stops: (() => void)[] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];

  const painted = new Promise<void>((resolve) => {
    timers.push(setTimeout(resolve, capMs));
    if (image) {
      const stop = observe('largest-contentful-paint', (entry) => {
        const done = (entry as PerformanceEntry & { element?: Element | null }).element === image;
        if (done) resolve();
        return done;
      });
      if (stop) stops.push(stop);
      void settled(image).then(() => {
        if (stop) timers.push(setTimeout(resolve, graceMs));
        else void afterNextFrame().then(resolve);
      });
    } else {
      const stop = observe('paint', (entry) => {
        const done = entry.name === 'first-contentful-paint';
        if (done) resolve();
        return done;
      });
      if (stop) stops.push(stop);
      else void afterNextFrame().then(resolve);
    }
  });

  return painted.then(() => {
    for (const stop of stops) stop();
    for (const timer of timers) clearTimeout(timer);
  });
}
