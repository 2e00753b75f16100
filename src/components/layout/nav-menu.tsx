import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavItem } from './nav-items';
import { focusItem, menuItems, typeaheadMatch } from './menu-focus';

// The header's dropdown menus: the WAI-ARIA menu button pattern, written for
// this one use instead of Radix's general menu (about 15 kB gzipped with its
// positioning and layering code, in every page's first load). Not modal, like
// the Radix menu it replaces: the page stays scrollable and readable.

const triggerClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-ink hover:bg-brand-50 xl:px-3 ' +
  'data-[state=open]:bg-brand-50 data-[current=true]:underline data-[current=true]:decoration-brand data-[current=true]:decoration-2 data-[current=true]:underline-offset-8';

const contentClass = 'absolute z-50 min-w-[14rem] rounded-md border border-gray-200 bg-white p-1 shadow-lg';

const itemClass =
  'flex w-full cursor-pointer items-center justify-between whitespace-nowrap rounded px-3 py-2 text-sm text-ink outline-none ' +
  'focus:bg-brand-100 data-[state=open]:bg-brand-100';

export interface NavSubmenu {
  label: string;
  items: NavItem[];
}

export interface NavMenuProps {
  label: string;
  items: NavItem[];
  /** A second level after a separator (the industries). */
  submenu?: NavSubmenu;
}

type Focus = 'first' | 'last' | null;

export function NavMenu({ label, items, submenu }: NavMenuProps) {
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<Focus>(null);
  // The section of the page shown: marked like the current top-level link.
  const { pathname } = useLocation();
  const current = [...items, ...(submenu?.items ?? [])].some((item) => item.to === pathname);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const show = (focus: Focus) => {
    setOpen(true);
    setFocusOnOpen(focus);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  // Keyboard opening puts focus on an item once the menu is in the DOM.
  useEffect(() => {
    if (!open || !focusOnOpen || !menuRef.current) return;
    const list = menuItems(menuRef.current);
    focusItem(focusOnOpen === 'first' ? list[0] : list[list.length - 1]);
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  // A press anywhere else closes the menu (without taking focus).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onTriggerClick(event: MouseEvent<HTMLButtonElement>) {
    if (open) return close(false);
    // detail 0: Enter or Space pressed the button; move into the menu as the pattern asks.
    show(event.detail === 0 ? 'first' : null);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tab (or a click elsewhere) moved focus out of the trigger and its menus.
        if (open && event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={triggerClass}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-current={current}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </button>
      {open ? (
        <MenuList id={menuId} labelledBy={triggerId} listRef={menuRef} className="left-0 top-full mt-2" onClose={close}>
          <MenuLinks items={items} onSelect={() => close(false)} />
          {submenu ? (
            <>
              <div role="separator" aria-orientation="horizontal" className="my-1 h-px bg-gray-200" />
              <Submenu {...submenu} onSelect={() => close(false)} onCloseAll={() => close(true)} />
            </>
          ) : null}
        </MenuList>
      ) : null}
    </div>
  );
}

interface MenuListProps {
  id: string;
  labelledBy: string;
  listRef: RefObject<HTMLDivElement | null>;
  className: string;
  children: ReactNode;
  /** Escape: close every level and return focus to the top trigger. */
  onClose: (returnFocus: boolean) => void;
  /** ArrowLeft in a submenu goes back to its parent item. */
  onBack?: () => void;
}

function MenuList({ id, labelledBy, listRef, className, children, onClose, onBack }: MenuListProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Handled already (a submenu trigger), or from a submenu inside, which has its own keys.
    if (event.defaultPrevented || (event.target as Element).closest('[role="menu"]') !== event.currentTarget) return;
    const list = menuItems(event.currentTarget);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: HTMLElement | undefined) => {
      event.preventDefault();
      focusItem(to);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(list[Math.min(index + 1, list.length - 1)]);
      case 'ArrowUp':
        return move(list[Math.max(index - 1, 0)]);
      case 'Home':
      case 'PageUp':
        return move(list[0]);
      case 'End':
      case 'PageDown':
        return move(list[list.length - 1]);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return onClose(true);
      case 'ArrowLeft':
        if (onBack) {
          event.preventDefault();
          onBack();
        }
        return;
      case 'Tab':
        return onClose(false);
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const match = typeaheadMatch(list, index, event.key);
          if (match) move(match);
        }
    }
  }

  return (
    <div
      ref={listRef}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      aria-orientation="vertical"
      tabIndex={-1}
      className={`${contentClass} ${className}`}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

function MenuLinks({ items, onSelect }: { items: NavItem[]; onSelect: () => void }) {
  // Real <a href> items: they open in a new tab and work from prerendered HTML.
  return items.map((item) => (
    <Link key={item.to} to={item.to} role="menuitem" tabIndex={-1} className={itemClass} onClick={onSelect} onPointerMove={(e) => focusItem(e.currentTarget)}>
      {item.label}
    </Link>
  ));
}

interface SubmenuProps extends NavSubmenu {
  onSelect: () => void;
  onCloseAll: () => void;
}

function Submenu({ label, items, onSelect, onCloseAll }: SubmenuProps) {
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const triggerRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !focusFirst || !menuRef.current) return;
    focusItem(menuItems(menuRef.current)[0]);
    setFocusFirst(false);
  }, [open, focusFirst]);

  const openWithFocus = () => {
    setOpen(true);
    setFocusFirst(true);
  };
  const back = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <div role="none" className="relative" onPointerLeave={() => setOpen(false)}>
      <div
        ref={triggerRef}
        id={triggerId}
        role="menuitem"
        tabIndex={-1}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={itemClass}
        onPointerMove={(e) => {
          focusItem(e.currentTarget);
          setOpen(true);
        }}
        onClick={() => (open ? setOpen(false) : openWithFocus())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            openWithFocus();
          }
        }}
      >
        {label}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </div>
      {open ? (
        <MenuList id={menuId} labelledBy={triggerId} listRef={menuRef} className="left-full top-0 ml-1.5" onClose={onCloseAll} onBack={back}>
          <MenuLinks items={items} onSelect={onSelect} />
        </MenuList>
      ) : null}
    </div>
  );
}
