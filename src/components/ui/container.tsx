import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ContainerProps = HTMLAttributes<HTMLDivElement>;

/** The page width and side padding shared by header, sections and footer. */
export function Container({ className, ...rest }: ContainerProps) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...rest} />;
}
