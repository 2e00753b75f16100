import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface FeatureCardProps {
  icon?: LucideIcon;
  title: ReactNode;
  children: ReactNode;
  /** Heading level inside the page outline; cards sit under an h2 by default. */
  as?: 'h2' | 'h3';
  /** Optional action at the bottom of the card (a link). */
  footer?: ReactNode;
  className?: string;
}

export function FeatureCard({ icon: Icon, title, children, as: Heading = 'h3', footer, className }: FeatureCardProps) {
  return (
    <article className={cn('flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 text-ink shadow-sm', className)}>
      {Icon ? (
        <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
      ) : null}
      <Heading className="text-xl font-bold">{title}</Heading>
      <div className="mt-3 flex-1 text-gray-600">{children}</div>
      {footer ? <div className="mt-6">{footer}</div> : null}
    </article>
  );
}
