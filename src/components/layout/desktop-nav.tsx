import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';
import { billboardLinks, industryLinks, navLabels, supportLinks } from './nav-items';
import { NavMenu } from './nav-menu';

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-ink xl:px-3',
    isActive && 'underline decoration-brand decoration-2 underline-offset-8',
  );

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
          <NavMenu label={navLabels.billboards} items={billboardLinks} submenu={{ label: navLabels.industriesWeServe, items: industryLinks }} />
        </li>
        <li>
          <NavLink to={paths.inventory} className={topLinkClass}>
            {navLabels.inventory}
          </NavLink>
        </li>
        <li>
          <NavMenu label={navLabels.support} items={supportLinks} />
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
          <Link to={paths.billboardMap} className={buttonVariants({ size: 'nav', className: 'whitespace-nowrap' })}>
            {navLabels.findABillboard}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
