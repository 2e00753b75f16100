// @vitest-environment jsdom
import { afterPagePainted } from './after-page-painted';

type Win = Window & typeof globalThis;

function page(withHero: { decoded: boolean } | null): Document & { hero: HTMLImageElement | null; heroDecoded: () => void } {
  const doc = document.implementation.createHTMLDocument('t');
  const root = doc.createElement('div');
  root.id = 'root';
  let hero: HTMLImageElement | null = null;
  if (withHero) {
    hero = doc.createElement('img');
    hero.setAttribute('elementtiming', 'hero');
    // Still loading; jsdom loads no images, and would call it complete.
    Object.defineProperty(hero, 'complete', { value: false, configurable: true });
    hero.decode = () => (withHero.decoded ? Promise.resolve() : decoded);
    root.append(hero);
  }
  let heroDecoded = () => {};
  const decoded = new Promise<void>((resolve) => (heroDecoded = resolve));
  doc.body.append(root);
  return Object.assign(doc, { hero, heroDecoded: () => heroDecoded() });
}

/** A window whose performance timeline reports what the test records, as a browser with Paint and Element Timing does. */
function timelineWindow(frames = { late: false }) {
  const recorded: PerformanceEntry[] = [];
  // A browser late with its first frame: frame callbacks wait until the test makes the frame.
  const waitingForFrame: FrameRequestCallback[] = [];
  // Awaits the page's pending promise callbacks first, so the frame callbacks they request are in it.
  const makeFrame = async () => {
    await vi.advanceTimersByTimeAsync(1);
    waitingForFrame.splice(0).forEach((callback) => callback(performance.now()));
  };
  const observers = new Set<{ type: string; callback: PerformanceObserverCallback }>();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'element'];
    #entry: { type: string; callback: PerformanceObserverCallback } | null = null;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      this.#entry = { type, callback: this.callback };
      observers.add(this.#entry);
      const earlier = recorded.filter((e) => e.entryType === type);
      if (buffered && earlier.length) this.deliver(earlier);
    }
    disconnect() {
      if (this.#entry) observers.delete(this.#entry);
    }
    deliver(entries: PerformanceEntry[]) {
      this.callback({ getEntries: () => entries } as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
    }
  }
  const record = (entry: Partial<PerformanceEntry> & { element?: Element }) => {
    const full = entry as PerformanceEntry;
    recorded.push(full);
    for (const o of [...observers])
      if (o.type === full.entryType) o.callback({ getEntries: () => [full] } as PerformanceObserverEntryList, {} as PerformanceObserver);
  };
  // Only what afterPagePainted reads; the timers are the fake ones of the test.
  const win = {
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    requestAnimationFrame: (fn: FrameRequestCallback) => (frames.late ? waitingForFrame.push(fn) : requestAnimationFrame(fn)),
  } as unknown as Win;
  return { win, record, makeFrame };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(50);
  return done;
};

describe('afterPagePainted', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  describe('in a browser without Paint or Element Timing', () => {
    it('resolves a frame later when there is no hero, or once the hero is decoded', async () => {
      expect(await settled(afterPagePainted(page(null)))).toBe(true);
      expect(await settled(afterPagePainted(page({ decoded: true })))).toBe(true);
    });

    it('waits for a hero still loading (or decoding), then for its frame', async () => {
      const doc = page({ decoded: false });
      const waiting = afterPagePainted(doc);
      expect(await settled(waiting)).toBe(false);
      doc.heroDecoded();
      expect(await settled(waiting)).toBe(true);
    });

    it('does not wait for a hero that failed to load', async () => {
      const doc = page({ decoded: false });
      const waiting = afterPagePainted(doc);
      expect(await settled(waiting)).toBe(false);
      doc.hero!.dispatchEvent(new Event('error'));
      expect(await settled(waiting)).toBe(true);
    });
  });

  describe('with Paint and Element Timing', () => {
    it("waits for the hero, not another element's paint", async () => {
      const { win, record } = timelineWindow();
      const doc = page({ decoded: false });
      const waiting = afterPagePainted(doc, win);
      expect(await settled(waiting)).toBe(false);
      record({ entryType: 'paint', name: 'first-contentful-paint' });
      record({ entryType: 'element', name: 'image-paint', element: doc.createElement('img') });
      expect(await settled(waiting)).toBe(false);
      record({ entryType: 'element', name: 'image-paint', element: doc.hero! });
      expect(await settled(waiting)).toBe(true);
    });

    it('does not wait for a paint reported late: the hero loaded and two frames made are enough', async () => {
      const { win } = timelineWindow();
      const doc = page({ decoded: false });
      const waiting = afterPagePainted(doc, win);
      expect(await settled(waiting)).toBe(false);
      doc.heroDecoded();
      expect(await settled(waiting)).toBe(true);
    });

    it('counts a hero painted before it was asked', async () => {
      const { win, record } = timelineWindow();
      const doc = page({ decoded: false });
      record({ entryType: 'element', name: 'image-paint', element: doc.hero! });
      expect(await settled(afterPagePainted(doc, win))).toBe(true);
    });

    it('does not wait for a hero that failed to load', async () => {
      const { win } = timelineWindow();
      const doc = page({ decoded: false });
      const waiting = afterPagePainted(doc, win);
      doc.hero!.dispatchEvent(new Event('error'));
      expect(await settled(waiting)).toBe(true);
    });

    it('does not wait for a hero that had already failed', async () => {
      const { win } = timelineWindow();
      const doc = page({ decoded: false });
      Object.defineProperty(doc.hero!, 'complete', { value: true });
      expect(await settled(afterPagePainted(doc, win))).toBe(true);
    });

    it('on a page without a hero, waits for the first contentful paint', async () => {
      const { win, record } = timelineWindow();
      const waiting = afterPagePainted(page(null), win);
      expect(await settled(waiting)).toBe(false);
      record({ entryType: 'paint', name: 'first-paint' });
      expect(await settled(waiting)).toBe(false);
      record({ entryType: 'paint', name: 'first-contentful-paint' });
      expect(await settled(waiting)).toBe(true);
    });

    it('waits for a first frame the browser makes late, not a short timer, once the hero has loaded', async () => {
      const { win, makeFrame } = timelineWindow({ late: true });
      const doc = page({ decoded: false });
      const waiting = afterPagePainted(doc, win);
      doc.heroDecoded();
      await vi.advanceTimersByTimeAsync(1000);
      expect(await settled(waiting)).toBe(false);
      // The frame that shows the hero, then one more, then the frame after that.
      for (let frame = 0; frame < 3; frame++) await makeFrame();
      expect(await settled(waiting)).toBe(true);
    });

    it('starts once the hero is reported painted, even with its frames late', async () => {
      const { win, record, makeFrame } = timelineWindow({ late: true });
      const doc = page({ decoded: false });
      const waiting = afterPagePainted(doc, win);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await settled(waiting)).toBe(false);
      record({ entryType: 'element', name: 'image-paint', element: doc.hero! });
      await makeFrame();
      expect(await settled(waiting)).toBe(true);
    });

    it('on a page without a hero, waits for a paint reported late, not a short timer', async () => {
      const { win, record } = timelineWindow({ late: true });
      const waiting = afterPagePainted(page(null), win);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await settled(waiting)).toBe(false);
      record({ entryType: 'paint', name: 'first-contentful-paint' });
      // The frame after the paint, should it not come, is waited for briefly.
      await vi.advanceTimersByTimeAsync(100);
      expect(await settled(waiting)).toBe(true);
    });
  });

  it('gives up on a stalled hero after 3 s', async () => {
    const { win } = timelineWindow();
    const waiting = afterPagePainted(page({ decoded: false }), win);
    let done = false;
    void waiting.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });

  it('gives up after 3 s on a browser that makes no frame', async () => {
    const { win } = timelineWindow({ late: true });
    const doc = page({ decoded: false });
    const waiting = afterPagePainted(doc, win);
    doc.heroDecoded();
    let done = false;
    void waiting.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    // The cap, then the short wait for a frame after it.
    await vi.advanceTimersByTimeAsync(300);
    expect(done).toBe(true);
  });
});
