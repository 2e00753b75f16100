import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { addToCompare, EMPTY_COMPARE, readCompare, removeFromCompare, subscribeCompare, writeCompare } from '../lib/compare-store';

export interface CompareActions {
  /** Adds the board; false when the list is full (and then nothing changes). */
  add: (id: string) => boolean;
  remove: (id: string) => void;
  /** Takes the board out when it is in the list, else adds it: 'full' when the list could not take it. */
  toggle: (id: string) => 'added' | 'removed' | 'full';
}

const actions: CompareActions = {
  add: (id) => {
    const result = addToCompare(readCompare(), id);
    if (result.added && result.ids !== readCompare()) writeCompare(result.ids);
    return result.added;
  },
  remove: (id) => writeCompare(removeFromCompare(readCompare(), id)),
  toggle: (id) => {
    if (readCompare().includes(id)) {
      actions.remove(id);
      return 'removed';
    }
    return actions.add(id) ? 'added' : 'full';
  },
};

const readEmpty = (): readonly string[] => EMPTY_COMPARE;

/** The boards chosen for comparison: empty in the prerendered page and as it hydrates, the stored list once the app runs (as the plan). */
export function useCompareList(): { ids: readonly string[] } & CompareActions {
  const live = useHydrated();
  const ids = useSyncExternalStore(subscribeCompare, live ? readCompare : readEmpty, readEmpty);
  return { ids, ...actions };
}
