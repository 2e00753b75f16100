import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';

export const GUARD_LOADING_TEXT = 'Loading...';

/** Where the guard came from, so sign-in can send the admin back. */
export interface AuthRedirectState {
  from?: string;
}

export interface RequireAuthProps {
  children: ReactNode;
}

// A courtesy for the UI: the database policies decide what a session may do.
export function RequireAuth({ children }: RequireAuthProps) {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') {
    return (
      <div role="status" className="flex min-h-[50vh] items-center justify-center text-gray-600">
        {GUARD_LOADING_TEXT}
      </div>
    );
  }
  if (auth.status === 'signedOut') {
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.auth} replace state={state} />;
  }
  return <>{children}</>;
}
