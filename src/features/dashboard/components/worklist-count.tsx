import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useWorklist } from '../api/get-worklist';

export const WORKLIST_COUNT_TEXT = {
  label: (count: number) => (count === 1 ? '1 thing waits' : `${count} things wait`),
} as const;

const PILL = 'rounded-full px-3 py-1 text-sm font-semibold';

/**
 * The admin header's reminder on every admin screen: how many things wait for
 * a person, linking to the dashboard's worklist. The same query as the
 * worklist, so one read serves both and an action refreshes both.
 */
export function WorklistCount() {
  const worklist = useWorklist();
  // While loading, its place is kept: on a phone the header wraps, and the count arriving would
  // move the whole screen under the staff's finger. Nothing on a failure: the dashboard says why.
  if (worklist.isPending) {
    return (
      <span aria-hidden="true" className={cn(PILL, 'invisible')}>
        {WORKLIST_COUNT_TEXT.label(0)}
      </span>
    );
  }
  if (!worklist.isSuccess) return null;
  const { total } = worklist.data;
  return (
    <Link
      to={paths.adminDashboard}
      data-testid="worklist-total"
      className={cn(PILL, 'underline-offset-4 hover:underline', total > 0 ? 'bg-brand-300 text-ink' : 'bg-gray-100 text-gray-800')}
    >
      {WORKLIST_COUNT_TEXT.label(total)}
    </Link>
  );
}
