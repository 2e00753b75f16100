import { CALL_TO_ACTION_ATTRIBUTE } from '@/components/layout/use-call-to-action-in-view';
import { Suspense, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

export interface CtaBannerProps {
  title: ReactNode;
  text?: ReactNode;
  /** The banner's links (ButtonLinks). */
  children: ReactNode;
  className?: string;
}

/** The closing call to action on the gradient: dark text, which keeps contrast on the yellow end. */
export function CtaBanner({ title, text, children, className }: CtaBannerProps) {
  return (
    // A boundary of its own: hydrated apart from the rest of the page, in a short task.
    <Suspense>
      <section className={cn('surface-brand bg-cta-gradient py-16 text-ink', className)}>
        <Container className="text-center">
          <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h2>
          {text ? <p className="mx-auto mt-4 max-w-2xl text-lg">{text}</p> : null}
          <div {...{ [CALL_TO_ACTION_ATTRIBUTE]: '' }} className="mt-8 flex flex-wrap justify-center gap-4">
            {children}
          </div>
        </Container>
      </section>
    </Suspense>
  );
}
