import { afterPagePainted } from './after-page-painted';

function page(withHero: { decoded: boolean } | null): Document & { heroDecoded: () => void } {
  const doc = document.implementation.createHTMLDocument('t');
  const root = doc.createElement('div');
  root.id = 'root';
  if (withHero) {
    const img = doc.createElement('img');
    img.setAttribute('fetchpriority', 'high');
    img.decode = () => (withHero.decoded ? Promise.resolve() : decoded);
    root.append(img);
  }
  let heroDecoded = () => {};
  const decoded = new Promise<void>((resolve) => (heroDecoded = resolve));
  doc.body.append(root);
  return Object.assign(doc, { heroDecoded: () => heroDecoded() });
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

  it('resolves a frame after the paint when there is no hero, or once it is decoded', async () => {
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

  it('gives up on a stalled hero after 3 s', async () => {
    const waiting = afterPagePainted(page({ decoded: false }));
    let done = false;
    void waiting.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
