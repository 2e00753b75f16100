import { afterPagePainted } from './after-page-painted';

function page(withHero: { complete: boolean } | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const root = doc.createElement('div');
  root.id = 'root';
  if (withHero) {
    const img = doc.createElement('img');
    img.setAttribute('fetchpriority', 'high');
    Object.defineProperty(img, 'complete', { value: withHero.complete });
    root.append(img);
  }
  doc.body.append(root);
  return doc;
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

  it('resolves a frame after the paint when there is no hero, or it is loaded', async () => {
    expect(await settled(afterPagePainted(page(null)))).toBe(true);
    expect(await settled(afterPagePainted(page({ complete: true })))).toBe(true);
  });

  it('waits for a hero still loading, then for its frame', async () => {
    const doc = page({ complete: false });
    const waiting = afterPagePainted(doc);
    expect(await settled(waiting)).toBe(false);
    doc.querySelector('img')!.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('gives up on a stalled hero after 3 s', async () => {
    const waiting = afterPagePainted(page({ complete: false }));
    let done = false;
    void waiting.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
