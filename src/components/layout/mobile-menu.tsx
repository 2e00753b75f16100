import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { accountLink, billboardLinks, industryLinks, navLabels, supportLinks, type NavItem } from './nav-items';
import { useMobileMenu } from './use-mobile-menu';

export const mobileMenuTexts = {
  open: 'Open menu',
  close: 'Close menu',
  // Top-level entries in capitals like the desktop bar; the links inside the sections in title case.
  billboards: navLabels.billboards,
  industries: 'INDUSTRIES',
} as const;

const linkClass = 'block rounded-md px-3 py-3 text-base font-semibold text-ink hover:bg-brand-50';
const subLinkClass = 'block rounded-md px-3 py-2 text-base text-ink hover:bg-brand-50';
const sectionButtonClass = 'flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-ink hover:bg-brand-50';

interface SectionProps {
  id: string;
  label: string;
  expanded: boolean;
  onToggle: () => void;
  items: NavItem[];
  onNavigate: () => void;
}

function Section({ id, label, expanded, onToggle, items, onNavigate }: SectionProps) {
  return (
    <li>
      <button type="button" className={sectionButtonClass} aria-expanded={expanded} aria-controls={id} onClick={onToggle}>
        {label}
        <ChevronDown aria-hidden="true" className={cn('h-5 w-5 transition-transform', expanded && 'rotate-180')} />
      </button>
      <ul id={id} hidden={!expanded} className="ml-3 border-l-2 border-brand pl-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={subLinkClass} onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Hamburger and panel for small screens (hidden from lg up, where DesktopNav takes over). */
export function MobileMenu() {
  const menu = useMobileMenu();
  const { closeAll } = menu;
  const { pathname } = useLocation();
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const popover = menu.mode !== 'react';

  // Back/forward navigation must not leave the panel open over the new page. Not on
  // mounting: a panel the browser opened before the app ran stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeAll();
  }, [pathname, closeAll]);

  const topLink = (to: string, label: string) => (
    <li key={to}>
      <Link to={to} className={linkClass} onClick={closeAll}>
        {label}
      </Link>
    </li>
  );

  return (
    <div className="lg:hidden">
      <button
        ref={menu.buttonRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
        popoverTarget={popover ? panelId : undefined}
        // Left to the browser until the app runs: it exposes the popover's state on its button itself.
        aria-expanded={menu.mode === 'prerendered' ? undefined : menu.open}
        aria-controls={panelId}
        aria-label={menu.open ? mobileMenuTexts.close : mobileMenuTexts.open}
        onClick={menu.onButtonClick}
      >
        {menu.open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
      </button>

      {/* A popover opens from its button with no script, so a tap works as soon as the page
          shows. Shown, it is in the top layer, where `absolute` is measured from the top of
          the page, which is the top of the header: top-20 is the bar's height (h-20) either
          way. The popover's own margin, inset and size are reset here. */}
      <nav
        ref={menu.panelRef}
        id={panelId}
        aria-label="Mobile"
        popover={popover ? 'auto' : undefined}
        onToggle={menu.onPanelToggle}
        hidden={menu.mode === 'react' ? !menu.open : undefined}
        className="absolute inset-x-0 bottom-auto top-20 z-40 m-0 h-auto max-h-[calc(100vh-5rem)] w-auto overflow-y-auto border-t border-gray-200 bg-white px-4 pb-6 pt-2 text-ink shadow-lg"
      >
        <ul className="space-y-1">
          {topLink(paths.home, navLabels.home)}
          <Section
            id={`${baseId}-billboards`}
            label={mobileMenuTexts.billboards}
            expanded={menu.billboardsOpen}
            onToggle={menu.toggleBillboards}
            items={billboardLinks}
            onNavigate={closeAll}
          />
          <Section
            id={`${baseId}-industries`}
            label={mobileMenuTexts.industries}
            expanded={menu.industriesOpen}
            onToggle={menu.toggleIndustries}
            items={industryLinks}
            onNavigate={closeAll}
          />
          {topLink(paths.inventory, navLabels.inventory)}
          {supportLinks.map((item) => topLink(item.to, item.label.toUpperCase()))}
          {topLink(paths.blog, navLabels.blog)}
          {topLink(paths.contactUs, navLabels.contactUs)}
        </ul>
        <Link to={paths.billboardMap} onClick={closeAll} className={buttonVariants({ className: 'mt-4 w-full' })}>
          {navLabels.findABillboard}
        </Link>
        <Link to={accountLink.to} onClick={closeAll} className={cn(linkClass, 'mt-2 text-center')}>
          {accountLink.label}
        </Link>
      </nav>
    </div>
  );
}
