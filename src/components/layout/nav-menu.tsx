import { ChevronDown } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdleAfterLoad } from '@/lib/when-idle-after-load';
import type { NavItem } from './nav-items';
import type { NavSubmenu } from './dropdown-nav-menu';
import { triggerClass } from './nav-menu-styles';
import { loadDropdownNavMenu, loadedDropdownNavMenu, subscribeToDropdownNavMenu } from './dropdown-nav-menu-loader';

// The header's dropdown menus. Radix's menu (dropdown-nav-menu.tsx, heavy
// with its positioning and layering code) is not part of a page's first load:
// the page hydrates with a plain button of the same look.
// On a wide screen the menu code is fetched once the page is idle (phones,
// which never show this navigation, never fetch it), and a button becomes the
// real menu the moment the pointer or focus reaches it, so nothing the visitor
// sees is rebuilt before they reach for it. A press made before the code has
// arrived is kept and opens the menu when it does.

export interface NavMenuProps {
  label: string;
  items: NavItem[];
  /** A second level after a separator (the industries). */
  submenu?: NavSubmenu;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** Where the header shows this navigation (Tailwind's lg). */
const WIDE_SCREEN = '(min-width: 1024px)';

// A failed load (offline for a moment) is tried again on the next hover or focus.
const fetchMenuCode = () => void loadDropdownNavMenu().catch(() => undefined);

export function NavMenu({ label, items, submenu }: NavMenuProps) {
  const { pathname } = useLocation();
  const current = [...items, ...(submenu?.items ?? [])].some((item) => item.to === pathname);
  const Menu = useSyncExternalStore(subscribeToDropdownNavMenu, loadedDropdownNavMenu, () => null);
  const [engaged, setEngaged] = useState(false);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (window.matchMedia?.(WIDE_SCREEN).matches) whenIdleAfterLoad(fetchMenuCode);
  }, []);

  if (Menu && engaged) return <Menu label={label} items={items} submenu={submenu} current={current} initiallyOpen={openOnArrival} focusTrigger={focused} />;

  const engage = () => {
    setEngaged(true);
    fetchMenuCode();
  };
  const openWhenLoaded = () => {
    setOpenOnArrival(true);
    engage();
  };

  return (
    <button
      type="button"
      className={triggerClass}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-current={current}
      onPointerEnter={engage}
      onFocus={() => {
        setFocused(true);
        engage();
      }}
      onBlur={() => setFocused(false)}
      // Radix's trigger opens on pointerdown: a tap whose press lands here and
      // whose click lands on the real trigger (swapped in between) still opens.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) openWhenLoaded();
      }}
      onClick={openWhenLoaded}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        openWhenLoaded();
      }}
    >
      {label}
      <ChevronDown aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
