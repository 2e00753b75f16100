import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPagePainted, type ObservePaints, type PaintEntryType } from './when-page-painted';

/** A stand-in for the browser's paint reports: the test decides when each entry arrives. */
function fakePaints(supported: PaintEntryType[]) {
  const listeners: { type: PaintEntryType; onEntry: (entry: PerformanceEntry) => boolean; stopped: boolean }[] = [];
  const observe: ObservePaints = (type, onEntry) => {
    if (!supported.includes(type)) return null;
    const listener = { type, onEntry, stopped: false };
    listeners.push(listener);
    return () => (listener.stopped = true);
  };
  const report = (type: PaintEntryType, entry: Partial<PerformanceEntry> & { element?: Element }) => {
    for (const l of listeners) if (l.type === type && !l.stopped && l.onEntry(entry as PerformanceEntry)) l.stopped = true;
  };
  return { observe, report, listeners };
}

function addImage({ priority = true, complete = false } = {}): HTMLImageElement {
  const image = document.createElement('img');
  if (priority) image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: complete, configurable: true });
  document.body.append(image);
  return image;
}

function track(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

describe('whenPagePainted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('without a hero, waits for the first contentful paint', async () => {
    const paints = fakePaints(['paint', 'largest-contentful-paint']);
    const state = track(whenPagePainted({ observe: paints.observe }));
    await vi.advanceTimersByTimeAsync(100);
    paints.report('paint', { name: 'first-paint' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(false);
    paints.report('paint', { name: 'first-contentful-paint' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
    expect(paints.listeners.every((l) => l.stopped)).toBe(true);
  });

  it('with a hero, waits for the largest paint of that image, not of other elements', async () => {
    const image = addImage();
    const paints = fakePaints(['paint', 'largest-contentful-paint']);
    const state = track(whenPagePainted({ observe: paints.observe }));
    paints.report('largest-contentful-paint', { element: document.createElement('h1') });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(false);
    paints.report('largest-contentful-paint', { element: image });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it('stops waiting shortly after the hero has loaded when its paint is never reported', async () => {
    const image = addImage();
    const paints = fakePaints(['paint', 'largest-contentful-paint']);
    const state = track(whenPagePainted({ observe: paints.observe, graceMs: 250 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.settled).toBe(false);
    image.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(249);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });

  it('where paints are not reported, starts in the task after the frame that follows the hero loading', async () => {
    const image = addImage();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    try {
      const state = track(whenPagePainted({ observe: fakePaints([]).observe }));
      await vi.advanceTimersByTimeAsync(50);
      expect(frames).toHaveLength(0);
      image.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(0);
      expect(frames).toHaveLength(1);
      expect(state.settled).toBe(false);
      frames[0]!(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(state.settled).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ignores images that are not the priority image', async () => {
    addImage({ priority: false });
    const paints = fakePaints(['paint', 'largest-contentful-paint']);
    const state = track(whenPagePainted({ observe: paints.observe }));
    expect(paints.listeners.map((l) => l.type)).toEqual(['paint']);
    paints.report('paint', { name: 'first-contentful-paint' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it('never waits longer than the cap', async () => {
    addImage();
    const paints = fakePaints(['paint', 'largest-contentful-paint']);
    const state = track(whenPagePainted({ observe: paints.observe, capMs: 3000 }));
    await vi.advanceTimersByTimeAsync(2999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });
});
