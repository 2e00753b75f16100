import { ClipboardList, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { useCampaignPlan } from '../hooks/use-campaign-plan';
import type { QuoteHandoffState } from '../lib/quote-plan';
import { planCountText } from './plan-tray';

export const PLAN_ACTIONS_TEXT = {
  label: 'Call or get a quote',
  call: 'Call',
  quote: 'Get a Quote',
  /** The tray's heading: where the plan indicator leads. */
  planTarget: '#campaign-plan-heading',
} as const;

/**
 * The map page's own phone action bar (the site-wide one steps aside here):
 * the same call link and quote button, the quote carrying the visitor's plan.
 * Kept in this feature so the map page does not share the layout's module,
 * which would split the chunks every page loads.
 */
export function PlanActionBar({ handoff }: { handoff: QuoteHandoffState | undefined }) {
  // On a phone the tray scrolls away with the list: the bar, always in view, says a plan exists and leads back to it.
  const count = useCampaignPlan().plan.ids.length;
  return (
    <nav
      aria-label={PLAN_ACTIONS_TEXT.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 p-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-md gap-2">
        <li className="flex-1">
          <a href={telHref} className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'w-full py-2.5' })}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            {PLAN_ACTIONS_TEXT.call} <span className="sr-only">{site.phoneDisplay}</span>
          </a>
        </li>
        {count > 0 && (
          <li className="md:hidden">
            <a
              href={PLAN_ACTIONS_TEXT.planTarget}
              aria-label={planCountText(count)}
              className={buttonVariants({ variant: 'outline', size: 'sm', className: 'h-full gap-1 px-3 py-2.5' })}
            >
              <ClipboardList aria-hidden="true" className="h-4 w-4" />
              <span data-testid="plan-indicator-count">{count}</span>
            </a>
          </li>
        )}
        <li className="flex-1">
          <Link to={paths.contactUs} state={handoff} className={buttonVariants({ size: 'sm', className: 'w-full py-2.5' })}>
            {PLAN_ACTIONS_TEXT.quote}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
