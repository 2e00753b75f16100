import { UUID_PATTERN } from '@shared/uuid.ts';

// The visitor's shortlist of boards to compare side by side, kept in local
// storage like the plan, so it survives a reload and the way to /compare.
// A store for useSyncExternalStore: one parsed list per stored text.

/** How many boards the comparison holds: four columns still read on a laptop, and scroll on a phone. */
export const COMPARE_MAX_BOARDS = 4;

export const COMPARE_STORAGE_KEY = 'ldb:compare';

export const EMPTY_COMPARE: readonly string[] = Object.freeze([]);

/** The stored board ids, if they are a list of them; anything else is an empty list. */
export function parseCompare(raw: string | null): readonly string[] {
  if (!raw) return EMPTY_COMPARE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY_COMPARE;
    return [...new Set(value.filter((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id)))].slice(0, COMPARE_MAX_BOARDS);
  } catch {
    return EMPTY_COMPARE;
  }
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY_COMPARE };
let memory: string | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a privacy mode): the list lives for this page only.
    return null;
  }
}

export function readCompare(): readonly string[] {
  const store = storage();
  const raw = store ? store.getItem(COMPARE_STORAGE_KEY) : memory;
  if (raw !== cache.raw) cache = { raw, ids: parseCompare(raw) };
  return cache.ids;
}

export function writeCompare(ids: readonly string[]): void {
  const raw = ids.length === 0 ? null : JSON.stringify(ids.slice(0, COMPARE_MAX_BOARDS));
  const store = storage();
  try {
    if (raw === null) store?.removeItem(COMPARE_STORAGE_KEY);
    else store?.setItem(COMPARE_STORAGE_KEY, raw);
  } catch {
    // Full or refused: keep it in memory for this page.
  }
  memory = raw;
  for (const listener of listeners) listener();
}

export function subscribeCompare(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type CompareAdd = { ids: readonly string[]; added: true } | { ids: readonly string[]; added: false; reason: 'full' };

/** The list with the board added; a board already in it is kept once, and a full list takes no more. */
export function addToCompare(ids: readonly string[], id: string): CompareAdd {
  if (ids.includes(id)) return { ids, added: true };
  if (ids.length >= COMPARE_MAX_BOARDS) return { ids, added: false, reason: 'full' };
  return { ids: [...ids, id], added: true };
}

export const removeFromCompare = (ids: readonly string[], id: string): readonly string[] => ids.filter((known) => known !== id);
