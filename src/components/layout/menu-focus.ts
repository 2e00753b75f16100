// Focus helpers for the header's menus (nav-menu.tsx).

/** The items of `menu` itself, in order; a nested submenu's items are its own. */
export function menuItems(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')).filter((item) => item.closest('[role="menu"]') === menu);
}

export function focusItem(item: HTMLElement | undefined): void {
  item?.focus({ preventScroll: true });
}

/** Typing a character moves to the next item whose label starts with it, wrapping around. */
export function typeaheadMatch(items: HTMLElement[], current: number, key: string): HTMLElement | undefined {
  const char = key.toLowerCase();
  for (let step = 1; step <= items.length; step++) {
    const item = items[(current + step + items.length) % items.length]!;
    if (item.textContent?.trim().toLowerCase().startsWith(char)) return item;
  }
  return undefined;
}
