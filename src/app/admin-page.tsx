import type { ReactNode } from 'react';
import { AdminNav } from '@/components/layout/admin-nav';
import { Seo } from '@/components/seo/seo';
import { cn } from '@/lib/cn';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { SignedInAs } from '@/features/auth/components/signed-in-as';

export interface AdminPageProps {
  title: string;
  description: string;
  path: string;
  /** Says who may use the page; the database enforces it whatever the page shows. */
  note: string;
  children: ReactNode;
  /** Wide screens (a grid of many columns) use more of a large display. */
  wide?: boolean;
}

/**
 * The frame of every admin screen: the auth provider and the guard (mounted
 * here, not globally, so public pages load no auth code), the navigation
 * between the screens, who is signed in and Sign Out.
 */
export function AdminPage({ title, description, path, note, children, wide = false }: AdminPageProps) {
  return (
    <AuthProvider>
      <Seo title={title} description={description} path={path} noindex />
      <RequireAuth>
        <main id="main" className={cn('mx-auto px-4 py-10', wide ? 'max-w-screen-2xl' : 'max-w-5xl')}>
          <header className="mb-6 flex flex-wrap items-start justify-between gap-4 border-b border-gray-200 pb-6">
            <div className="min-w-0">
              <h1 className="text-3xl font-bold text-ink">{title}</h1>
              <p className="mt-2 text-sm text-gray-600">{note}</p>
              <SignedInAs className="mt-1 break-all text-sm text-gray-600" />
            </div>
            <SignOutButton />
          </header>
          <AdminNav />
          {children}
        </main>
      </RequireAuth>
    </AuthProvider>
  );
}
