import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { billboardLinks, industryLinks, navLabels, supportLinks, type NavItem } from './nav-items';

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-ink xl:px-3',
    isActive && 'underline decoration-brand decoration-2 underline-offset-8',
  );

const triggerClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-ink hover:bg-brand-50 xl:px-3 ' +
  'data-[state=open]:bg-brand-50';

const contentClass = 'z-50 min-w-[14rem] rounded-md border border-gray-200 bg-white p-1 shadow-lg';

const itemClass =
  'flex cursor-pointer items-center justify-between rounded px-3 py-2 text-sm text-ink outline-none ' +
  'data-[highlighted]:bg-brand-100 data-[state=open]:bg-brand-100';

function MenuLinks({ items }: { items: NavItem[] }) {
  // asChild + Link: each item is a real <a href>, so it can be opened in a new tab
  // and works from prerendered HTML; Radix adds the menu roles and arrow-key focus.
  return items.map((item) => (
    <DropdownMenu.Item key={item.to} asChild className={itemClass}>
      <Link to={item.to}>{item.label}</Link>
    </DropdownMenu.Item>
  ));
}

export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        <li>
          <NavLink to={paths.home} end className={topLinkClass}>
            {navLabels.home}
          </NavLink>
        </li>
        <li>
          {/* Not modal: a nav menu should not lock scrolling or hide the page from assistive tech. */}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className={triggerClass}>
              {navLabels.billboards}
              <ChevronDown aria-hidden="true" className="h-4 w-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="start" sideOffset={8} className={contentClass}>
              <MenuLinks items={billboardLinks} />
              <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
              <DropdownMenu.Sub>
                <DropdownMenu.SubTrigger className={itemClass}>
                  {navLabels.industriesWeServe}
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                </DropdownMenu.SubTrigger>
                <DropdownMenu.SubContent sideOffset={6} className={contentClass}>
                  <MenuLinks items={industryLinks} />
                </DropdownMenu.SubContent>
              </DropdownMenu.Sub>
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </li>
        <li>
          <NavLink to={paths.inventory} className={topLinkClass}>
            {navLabels.inventory}
          </NavLink>
        </li>
        <li>
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className={triggerClass}>
              {navLabels.support}
              <ChevronDown aria-hidden="true" className="h-4 w-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="start" sideOffset={8} className={contentClass}>
              <MenuLinks items={supportLinks} />
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        </li>
        <li>
          <NavLink to={paths.blog} className={topLinkClass}>
            {navLabels.blog}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.contactUs} className={topLinkClass}>
            {navLabels.contactUs}
          </NavLink>
        </li>
        <li className="ml-1 xl:ml-2">
          <Link to={paths.billboardMap} className={buttonVariants({ size: 'sm', className: 'whitespace-nowrap px-3 py-2 xl:px-4' })}>
            {navLabels.findABillboard}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
