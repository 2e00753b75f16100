import type { ReactNode } from 'react';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SkipLink } from '@/components/layout/skip-link';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { cn } from '@/lib/cn';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SiteRebuildBanner } from '@/features/site-rebuild/components/site-rebuild-banner';
import { AdminHeader } from './admin/admin-header';

export interface AdminPageProps {
  title: string;
  description: string;
  path: string;
  children: ReactNode;
  /** Wide screens (a grid of many columns) use more of a large display. */
  wide?: boolean;
}

/**
 * The shell of every admin screen, in place of the marketing layout (the admin
 * routes sit outside it): the staff need their navigation and their session,
 * not the top bar, the social footer or the phone's call bar. The auth
 * provider and the guard are mounted here, not globally, so public pages load
 * no auth code; each screen's module brings this shell in its own chunk.
 */
export function AdminPage({ title, description, path, children, wide = false }: AdminPageProps) {
  return (
    <AuthProvider>
      <Seo title={title} description={description} path={path} noindex />
      <ScrollToTop />
      <SkipLink />
      <RequireAuth adminEmail={env.VITE_ADMIN_EMAIL}>
        <div className="flex min-h-screen flex-col bg-gray-50">
          <AdminHeader />
          <SiteRebuildBanner />
          <main id="main" className={cn('mx-auto w-full flex-1 px-4 pb-8 pt-2', wide ? 'max-w-screen-2xl' : 'max-w-5xl')}>
            <h1 className="mb-6 text-3xl font-bold text-ink">{title}</h1>
            {children}
          </main>
        </div>
      </RequireAuth>
    </AuthProvider>
  );
}
