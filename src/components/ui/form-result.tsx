import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
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
  /** More to show and do after what was sent (a booking request's hold and reference). */
  details?: ReactNode;
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

// The panel is only needed once a form is sent, and the home page's JavaScript
// has a budget: it loads when the visitor starts on the form.
const loadPanel = () => import('./form-result-panel');
const FormResultPanel = lazy(() => loadPanel().then((m) => ({ default: m.FormResultPanel })));

/**
 * A form that, once sent, is replaced where it stood by what happens next.
 * The live region is rendered with the form, empty, so screen readers are
 * already watching it when the message arrives; focus moves to the panel and
 * back to the form's first field when the visitor starts again.
 */
export function FormResult({ outcome, onAgain, children, dark = false }: FormResultProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const shown = useRef(false);

  useEffect(() => {
    if (outcome) {
      shown.current = true;
    } else if (shown.current) {
      shown.current = false;
      wrapperRef.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea, select')?.focus();
    }
  }, [outcome]);

  return (
    <div ref={wrapperRef} onFocus={() => void loadPanel().catch(() => undefined)}>
      <p role="status" className="sr-only">
        {outcome ? `${outcome.title} ${outcome.nextStep}` : ''}
      </p>
      {outcome ? (
        <Suspense fallback={null}>
          <FormResultPanel
            outcome={outcome}
            dark={dark}
            again={
              <Button variant={dark ? 'primary' : 'secondary'} className="mt-5" onClick={onAgain}>
                {outcome.againLabel}
              </Button>
            }
          />
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
