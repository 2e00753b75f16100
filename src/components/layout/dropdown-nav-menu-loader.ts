import type { ComponentType } from 'react';
import type { DropdownNavMenuProps } from './dropdown-nav-menu';

// One load of the menu code for every menu in the header, as a store the
// menus subscribe to: when it arrives, they all swap in together.

type Menu = ComponentType<DropdownNavMenuProps>;

let loaded: Menu | null = null;
let loading: Promise<Menu> | null = null;
const listeners = new Set<() => void>();

export function loadDropdownNavMenu(): Promise<Menu> {
  loading ??= import('./dropdown-nav-menu').then(
    (module) => {
      loaded = module.DropdownNavMenu;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      // A failed chunk (offline for a moment) is tried again on the next hover or focus.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const loadedDropdownNavMenu = (): Menu | null => loaded;

export function subscribeToDropdownNavMenu(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
