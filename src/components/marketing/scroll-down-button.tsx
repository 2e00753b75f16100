import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface ScrollDownButtonProps {
  /** id of the element to scroll to (the next section). */
  targetId: string;
  label?: string;
  className?: string;
}

export const SCROLL_DOWN_LABEL = 'Scroll down to learn more';

/**
 * Scrolls to the next section and moves keyboard focus there too, so a
 * keyboard or screen-reader user lands where a sighted user looks.
 */
export function ScrollDownButton({ targetId, label = SCROLL_DOWN_LABEL, className }: ScrollDownButtonProps) {
  function onClick() {
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // A section is not focusable by default; -1 makes it focusable by script only.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-controls={targetId}
      className={cn(
        'inline-flex h-12 w-12 items-center justify-center rounded-full border-2 border-white/70 text-white',
        'transition hover:bg-white hover:text-ink motion-safe:animate-bounce',
        className,
      )}
    >
      <ChevronDown aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}
