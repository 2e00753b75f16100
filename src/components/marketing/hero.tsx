import type { LucideIcon } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { LazyImage } from '@/components/ui/lazy-image';
import type { ImageAsset } from '@/content/images';
import { cn } from '@/lib/cn';
import { CALL_TO_ACTION_ATTRIBUTE } from '@/components/layout/use-call-to-action-in-view';
import { ScrollDownButton } from './scroll-down-button';

export interface HeroProps {
  /** The page's one <h1>. */
  title: ReactNode;
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Calls to action under the subtitle. */
  actions?: ReactNode;
  icon?: LucideIcon;
  /** Full-bleed background photo, loaded with high priority (it is the LCP element). */
  image?: ImageAsset;
  /** Right-hand column on large screens, e.g. a framed image. */
  aside?: ReactNode;
  /** When set, a scroll-down button moves to the element with this id. */
  scrollTargetId?: string;
  scrollLabel?: string;
  /** Short on phones (the title and actions only): what the visitor came for sits right below it. */
  compact?: boolean;
  className?: string;
}

export function Hero({ title, eyebrow, subtitle, actions, icon: Icon, image, aside, scrollTargetId, scrollLabel, compact = false, className }: HeroProps) {
  return (
    // A boundary of its own: hydrated apart from the rest of the page, in a short task.
    <Suspense>
      <section
        // The dark gradient only: white text on the warm gradient's yellow end fails contrast.
        className={cn('surface-dark relative isolate overflow-hidden bg-hero-gradient text-white', className)}
      >
        {image ? (
          <>
            <LazyImage
              {...image}
              priority
              // Decorative here: the headline carries the message; the alt text would only repeat it.
              alt=""
              fill
              wrapperClassName="-z-20"
            />
            {/* Darkens the photo so white text keeps its contrast everywhere. */}
            <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/70 to-ink/30" />
          </>
        ) : null}
        <Container className={cn(compact ? 'py-3 sm:py-28' : 'py-12 sm:py-28', aside && 'grid items-center gap-12 lg:grid-cols-2')}>
          {/* Over a photo, the text keeps to the left half on large screens: the
              photos put their subject (the home page's billboard) on the right. */}
          <div className={cn('max-w-3xl', image && !aside && 'lg:max-w-[54%]')}>
            {Icon ? (
              <span className="mb-6 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand text-ink">
                <Icon aria-hidden="true" className="h-7 w-7" />
              </span>
            ) : null}
            {eyebrow ? <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-300">{eyebrow}</p> : null}
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl 2xl:text-6xl">{title}</h1>
            {subtitle ? <p className={cn('mt-4 text-lg text-gray-100 sm:mt-6 sm:text-xl', compact && 'hidden sm:block')}>{subtitle}</p> : null}
            {actions ? (
              <div {...{ [CALL_TO_ACTION_ATTRIBUTE]: '' }} className={cn('flex flex-wrap gap-4', 'mt-6 sm:mt-8')}>
                {actions}
              </div>
            ) : null}
          </div>
          {aside ? <div className={compact ? 'hidden lg:block' : undefined}>{aside}</div> : null}
        </Container>
        {scrollTargetId ? (
          <div className="flex justify-center pb-8">
            <ScrollDownButton targetId={scrollTargetId} label={scrollLabel} />
          </div>
        ) : null}
      </section>
    </Suspense>
  );
}
