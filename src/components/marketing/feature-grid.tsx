import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { FeatureCard } from './feature-card';

export interface FeatureItem {
  icon?: LucideIcon;
  title: string;
  text: string;
}

export interface FeatureGridProps {
  items: readonly FeatureItem[];
  /** Columns on wide screens; cards stack on phones. */
  columns?: 3 | 4;
}

const columnClasses: Record<NonNullable<FeatureGridProps['columns']>, string> = {
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** A row of feature cards from a list of copy: the shape most marketing sections share. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <div className={cn('grid gap-6', columnClasses[columns])}>
      {items.map((item) => (
        <FeatureCard key={item.title} icon={item.icon} title={item.title}>
          <p>{item.text}</p>
        </FeatureCard>
      ))}
    </div>
  );
}
