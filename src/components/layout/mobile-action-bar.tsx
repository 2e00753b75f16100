import { Phone } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { cn } from '@/lib/cn';
import { useCallToActionInView } from './use-call-to-action-in-view';

export const MOBILE_ACTIONS_TEXT = {
  label: 'Call or get a quote',
  call: 'Call',
  quote: 'Get a Quote',
} as const;

/**
 * Pages the bar would only get in the way of: the staff's screens and the
 * advertiser's area are not for prospects, and the contact page is where its
 * quote link leads.
 */
export function actionBarHiddenOn(pathname: string): boolean {
  return pathname === paths.contactUs || [paths.admin, paths.auth, paths.account].some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/**
 * On phones the header scrolls away with its top bar; this bar stays at the
 * bottom of the screen with a call link and the quote form, within thumb's reach.
 */
export function MobileActionBar({ quoteState }: { quoteState?: unknown }) {
  const { pathname } = useLocation();
  // While the page's own calls to action are on screen (the home hero's buttons), the bar would cover them.
  const coversCallToAction = useCallToActionInView(pathname);
  // The map page shows its own bar, whose quote link carries the visitor's plan.
  if (actionBarHiddenOn(pathname) || (pathname === paths.billboardMap && quoteState === undefined)) return null;
  // Stepping aside is invisible, not unmounted: the prerendered bar stays the element React hydrated,
  // and invisible takes it out of the tab order and the accessibility tree alike.
  return (
    <nav
      aria-label={MOBILE_ACTIONS_TEXT.label}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 p-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden',
        coversCallToAction && 'invisible',
      )}
    >
      <ul className="mx-auto flex max-w-md gap-2">
        <li className="flex-1">
          <a href={telHref} className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'w-full py-2.5' })}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            {MOBILE_ACTIONS_TEXT.call} <span className="sr-only">{site.phoneDisplay}</span>
          </a>
        </li>
        <li className="flex-1">
          <Link to={paths.contactUs} state={quoteState} className={buttonVariants({ size: 'sm', className: 'w-full py-2.5' })}>
            {MOBILE_ACTIONS_TEXT.quote}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
