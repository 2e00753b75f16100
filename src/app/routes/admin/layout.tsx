import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SkipLink } from '@/components/layout/skip-link';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { AdminHeader } from '../../admin/admin-header';

/**
 * The shell of every admin screen, in place of the marketing layout: the staff
 * need their navigation and their session, not the top bar, social footer or
 * the phone's call bar. The auth provider and the guard live here (not
 * globally), so public pages load no auth code.
 */
export function Component() {
  const { pathname } = useLocation();
  if (pathname === paths.admin || pathname === `${paths.admin}/`) return <Navigate to={paths.adminBlog} replace />;
  return (
    <AuthProvider>
      <ScrollToTop />
      <SkipLink />
      <RequireAuth>
        <div className="flex min-h-screen flex-col bg-gray-50">
          <AdminHeader />
          <div className="flex-1">
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          </div>
        </div>
      </RequireAuth>
    </AuthProvider>
  );
}
