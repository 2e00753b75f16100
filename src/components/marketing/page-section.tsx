import { Suspense, type HTMLAttributes } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

export type PageSectionTone = 'white' | 'muted' | 'dark' | 'brand';

export interface PageSectionProps extends HTMLAttributes<HTMLElement> {
  tone?: PageSectionTone;
  containerClassName?: string;
  /** Little room above on phones: the section is what the visitor came for, right under a short hero. */
  tightTop?: boolean;
}

const tones: Record<PageSectionTone, string> = {
  white: 'bg-white text-ink',
  muted: 'bg-gray-50 text-ink',
  dark: 'surface-dark bg-hero-gradient text-white',
  brand: 'bg-brand-50 text-ink',
};

/** A full-width band of a page with the shared container and vertical rhythm. */
export function PageSection({ tone = 'white', className, containerClassName, tightTop = false, children, ...rest }: PageSectionProps) {
  return (
    // A boundary of its own: hydrated apart from the rest of the page, in a short task.
    <Suspense>
      {/* scroll-mt keeps a scrolled-to section clear of the sticky header. */}
      <section className={cn('scroll-mt-24 sm:py-20', tightTop ? 'pb-16 pt-4' : 'py-16', tones[tone], className)} {...rest}>
        <Container className={containerClassName}>{children}</Container>
      </section>
    </Suspense>
  );
}
