// @vitest-environment jsdom
import {
  addToCompare,
  COMPARE_MAX_BOARDS,
  COMPARE_STORAGE_KEY,
  parseCompare,
  readCompare,
  removeFromCompare,
  subscribeCompare,
  writeCompare,
} from './compare-store';

const id = (n: number) => `c0000000-0000-4000-8000-00000000000${n}`;

afterEach(() => writeCompare([]));

describe('the comparison list', () => {
  it('holds up to four boards, each once, and refuses a fifth without changing', () => {
    expect(COMPARE_MAX_BOARDS).toBe(4);
    let ids: readonly string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const result = addToCompare(ids, id(n));
      expect(result.added).toBe(true);
      ids = result.ids;
    }
    expect(addToCompare(ids, id(2))).toEqual({ ids, added: true });
    const fifth = addToCompare(ids, id(5));
    expect(fifth).toEqual({ ids, added: false, reason: 'full' });
    expect(fifth.ids).toBe(ids);
    expect(removeFromCompare(ids, id(1))).toEqual([id(2), id(3), id(4)]);
  });

  it('keeps the list in local storage, tells its readers, and reads back only board ids', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCompare(listener);
    writeCompare([id(1), id(2)]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([id(1), id(2)]);
    expect(readCompare()).toBe(readCompare());
    writeCompare([]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    unsubscribe();

    expect(parseCompare(JSON.stringify([id(1), id(1), 'nope', 7, id(2), id(3), id(4), id(5)]))).toEqual([id(1), id(2), id(3), id(4)]);
    expect(parseCompare('not json')).toEqual([]);
    expect(parseCompare(JSON.stringify({ ids: [id(1)] }))).toEqual([]);
  });
});
