import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SectionHeadingProps {
  title: ReactNode;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Pages own their single <h1>; sections default to <h2>. */
  as?: 'h2' | 'h3';
  align?: 'left' | 'center';
  /** For text on dark gradient heroes and banners. */
  tone?: 'dark' | 'light';
  id?: string;
  /** Less room below on phones, where the section's content must start on the first screen. */
  tight?: boolean;
  className?: string;
}

export function SectionHeading({
  title,
  eyebrow,
  description,
  as: Heading = 'h2',
  align = 'center',
  tone = 'dark',
  id,
  tight = false,
  className,
}: SectionHeadingProps) {
  const light = tone === 'light';
  return (
    <div className={cn(tight ? 'mb-2 sm:mb-10' : 'mb-10', 'max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className={cn('mb-2 text-sm font-semibold uppercase tracking-wider', light ? 'text-brand-300' : 'text-brand-800')}>{eyebrow}</p> : null}
      <Heading id={id} className={cn('text-3xl font-bold tracking-tight sm:text-4xl', light ? 'text-white' : 'text-ink')}>
        {title}
      </Heading>
      <span aria-hidden="true" className={cn('mt-4 h-1 w-16 rounded bg-brand', tight ? 'hidden sm:block' : 'block', align === 'center' && 'mx-auto')} />
      {description ? <p className={cn('mt-4 text-lg', light ? 'text-gray-200' : 'text-gray-600')}>{description}</p> : null}
    </div>
  );
}
