import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { FormOutcome } from './form-result';

export interface FormResultPanelProps {
  outcome: FormOutcome;
  /** The button that brings the form back (made by FormResult, which the page has already loaded). */
  again: ReactNode;
  dark: boolean;
}

/** What happens next, where the form was; takes the focus when it appears. */
export function FormResultPanel({ outcome, again, dark }: FormResultPanelProps) {
  const id = useId();
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, [outcome]);

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-testid="form-result"
      className={cn(
        'min-w-0 break-words rounded-lg border-2 p-6 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus',
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
              <dd className="whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {outcome.details}
      {again}
    </section>
  );
}
