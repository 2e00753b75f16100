import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export interface SentItem {
  label: string;
  value: string;
}

export interface FormOutcome {
  title: string;
  /** What happens next, in one or two sentences. */
  nextStep: string;
  /** What the visitor sent, as they typed it. */
  sent: SentItem[];
  /** The button that brings the empty form back. */
  againLabel: string;
}

export interface FormResultProps {
  /** Null while the form is shown. */
  outcome: FormOutcome | null;
  onAgain: () => void;
  /** The form, shown while there is no outcome. */
  children: ReactNode;
  /** The panel on a dark background (the newsletter box). */
  dark?: boolean;
}

/**
 * A form that, once sent, is replaced where it stood by what happens next.
 * The live region is rendered with the form, empty, so screen readers are
 * already watching it when the message arrives; focus moves to the panel and
 * back to the form's first field when the visitor starts again.
 */
export function FormResult({ outcome, onAgain, children, dark = false }: FormResultProps) {
  const id = useId();
  const panelRef = useRef<HTMLElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const shown = useRef(false);

  useEffect(() => {
    if (outcome) {
      shown.current = true;
      panelRef.current?.focus();
    } else if (shown.current) {
      shown.current = false;
      wrapperRef.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea, select')?.focus();
    }
  }, [outcome]);

  return (
    <div ref={wrapperRef}>
      <p role="status" className="sr-only">
        {outcome ? `${outcome.title} ${outcome.nextStep}` : ''}
      </p>
      {outcome ? (
        <section
          ref={panelRef}
          tabIndex={-1}
          aria-labelledby={`${id}-title`}
          data-testid="form-result"
          className={cn(
            'min-w-0 break-words rounded-lg border-2 p-6 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand',
            dark ? 'border-brand-300 bg-ink text-white' : 'border-green-700 bg-green-50 text-ink',
          )}
        >
          <h3 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold">
            <CheckCircle2 aria-hidden="true" className={cn('h-6 w-6 shrink-0', dark ? 'text-brand-300' : 'text-green-700')} />
            {outcome.title}
          </h3>
          <p className="mt-2">{outcome.nextStep}</p>
          {outcome.sent.length > 0 && (
            <dl className={cn('mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]', dark ? 'text-gray-200' : 'text-gray-700')}>
              {outcome.sent.map(({ label, value }) => (
                <div key={label} className="contents">
                  <dt className="font-semibold">{label}</dt>
                  <dd className="whitespace-pre-line break-words">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <Button variant={dark ? 'primary' : 'secondary'} className="mt-5" onClick={onAgain}>
            {outcome.againLabel}
          </Button>
        </section>
      ) : (
        children
      )}
    </div>
  );
}
