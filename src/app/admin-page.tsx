import type { ReactNode } from 'react';
import { Seo } from '@/components/seo/seo';
import { cn } from '@/lib/cn';

export interface AdminPageProps {
  title: string;
  description: string;
  path: string;
  children: ReactNode;
  /** Wide screens (a grid of many columns) use more of a large display. */
  wide?: boolean;
}

/**
 * One admin screen inside the admin shell (routes/admin/layout.tsx, which holds
 * the auth provider, the guard and the header): its head tags, <main> and <h1>.
 */
export function AdminPage({ title, description, path, children, wide = false }: AdminPageProps) {
  return (
    <>
      <Seo title={title} description={description} path={path} noindex />
      <main id="main" className={cn('mx-auto px-4 py-8', wide ? 'max-w-screen-2xl' : 'max-w-5xl')}>
        <h1 className="mb-6 text-3xl font-bold text-ink">{title}</h1>
        {children}
      </main>
    </>
  );
}
