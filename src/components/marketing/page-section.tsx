import { Suspense, type HTMLAttributes } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

export type PageSectionTone = 'white' | 'muted' | 'dark' | 'brand';

export interface PageSectionProps extends HTMLAttributes<HTMLElement> {
  tone?: PageSectionTone;
  containerClassName?: string;
}

const tones: Record<PageSectionTone, string> = {
  white: 'bg-white text-ink',
  muted: 'bg-gray-50 text-ink',
  dark: 'surface-dark bg-hero-gradient text-white',
  brand: 'bg-brand-50 text-ink',
};

/** A full-width band of a page with the shared container and vertical rhythm. */
export function PageSection({ tone = 'white', className, containerClassName, children, ...rest }: PageSectionProps) {
  return (
    // A boundary of its own: hydrated apart from the rest of the page, in a short task.
    <Suspense>
      {/* scroll-mt keeps a scrolled-to section clear of the sticky header. */}
      <section className={cn('scroll-mt-24 py-16 sm:py-20', tones[tone], className)} {...rest}>
        <Container className={containerClassName}>{children}</Container>
      </section>
    </Suspense>
  );
}
