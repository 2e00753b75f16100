import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, Columns3 } from 'lucide-react';
import { buttonVariants, type ButtonSize } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { COMPARE_MAX_BOARDS } from '../lib/compare-store';

export const COMPARE_TOGGLE_TEXT = {
  toggle: 'Compare',
  label: (name: string) => `Compare ${name}`,
  full: `You can compare up to ${COMPARE_MAX_BOARDS} boards. Remove one from the comparison first.`,
  see: (count: number) => `See the comparison (${count} board${count === 1 ? '' : 's'})`,
} as const;

export interface CompareToggleProps {
  id: string;
  name: string;
  inCompare: boolean;
  /** How many boards the comparison holds; only read while this board is in it. */
  count: number;
  /** Null until the app runs. */
  onToggle: ((id: string) => 'added' | 'removed' | 'full') | null;
  size?: ButtonSize;
}

/** "Compare" on a board: puts it in the side-by-side comparison or takes it out; a full comparison says so instead of taking it. */
export function CompareToggle({ id, name, inCompare, count, onToggle, size = 'sm' }: CompareToggleProps) {
  const [refused, setRefused] = useState(false);
  const messageId = `compare-message-${id}`;
  return (
    <>
      <button
        type="button"
        aria-pressed={inCompare}
        aria-label={COMPARE_TOGGLE_TEXT.label(name)}
        aria-describedby={refused ? messageId : undefined}
        disabled={!onToggle}
        onClick={() => setRefused(onToggle?.(id) === 'full')}
        className={cn(buttonVariants({ variant: inCompare ? 'secondary' : 'outline', size }), 'print:hidden')}
      >
        {inCompare ? <Check className="h-4 w-4" aria-hidden="true" /> : <Columns3 className="h-4 w-4" aria-hidden="true" />}
        {COMPARE_TOGGLE_TEXT.toggle}
      </button>
      {inCompare ? (
        <Link
          to={paths.compare}
          className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800 print:hidden"
        >
          {COMPARE_TOGGLE_TEXT.see(count)}
        </Link>
      ) : null}
      <p id={messageId} role="status" className={cn('text-sm font-semibold text-red-800 print:hidden', refused ? 'basis-full' : 'sr-only')}>
        {refused ? COMPARE_TOGGLE_TEXT.full : null}
      </p>
    </>
  );
}
