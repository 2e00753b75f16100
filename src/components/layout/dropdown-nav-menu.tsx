import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem } from './nav-items';
import { contentClass, itemClass, triggerClass } from './nav-menu-styles';

// Radix's dropdown menu: the WAI-ARIA menu button pattern with pointer intent.
// Its submenu stays open while the pointer travels diagonally towards it (a
// grace area between the trigger and the submenu), so crossing the gap or
// brushing a neighbouring item on the way does not close it. Not modal: the
// page stays scrollable and readable while a menu is open.

export interface NavSubmenu {
  label: string;
  items: NavItem[];
}

export interface DropdownNavMenuProps {
  label: string;
  items: NavItem[];
  /** A second level after a separator (the industries). */
  submenu?: NavSubmenu;
  /** The page shown belongs to this menu: marked like the current top-level link. */
  current: boolean;
  /** Opened before this code arrived (a click on the placeholder button): open at once. */
  initiallyOpen?: boolean;
  /** The placeholder button had focus: keep it on the real trigger. */
  focusTrigger?: boolean;
}

export function DropdownNavMenu({ label, items, submenu, current, initiallyOpen = false, focusTrigger = false }: DropdownNavMenuProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // An open menu takes focus itself; focusing the trigger then would count as
  // focus leaving the menu, and close it.
  useEffect(() => {
    if (focusTrigger && !initiallyOpen) triggerRef.current?.focus({ preventScroll: true });
  }, [focusTrigger, initiallyOpen]);

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClass} data-current={current}>
        {label}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={8} collisionPadding={8} className={contentClass}>
        <MenuLinks items={items} />
        {submenu ? (
          <>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger className={itemClass}>
                {submenu.label}
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.SubContent sideOffset={6} alignOffset={-5} collisionPadding={8} className={contentClass}>
                <MenuLinks items={submenu.items} />
              </DropdownMenu.SubContent>
            </DropdownMenu.Sub>
          </>
        ) : null}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function MenuLinks({ items }: { items: NavItem[] }) {
  // Real <a href> items: they open in a new tab and work from prerendered HTML.
  // Choosing one (click or Enter) follows the link and closes the menu.
  return items.map((item) => (
    <DropdownMenu.Item key={item.to} asChild className={itemClass}>
      <Link to={item.to}>{item.label}</Link>
    </DropdownMenu.Item>
  ));
}
