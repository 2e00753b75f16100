import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { isAdminEmail, RESTRICTED_ACCOUNT_MESSAGE } from '../lib/sign-in-messages';
import { SignOutButton } from './sign-out-button';

export const GUARD_LOADING_TEXT = 'Loading...';

/** Where the guard came from, so sign-in can send the admin back. */
export interface AuthRedirectState {
  from?: string;
}

export interface RequireAuthProps {
  /** The one admin e-mail: any other signed-in account (an advertiser's) is restricted here. */
  adminEmail: string;
  children: ReactNode;
}

export const RESTRICTED_LINKS_TEXT = { account: 'Your advertiser account', home: 'Back to Home' } as const;

// A courtesy for the UI: the database policies decide what a session may do.
export function RequireAuth({ adminEmail, children }: RequireAuthProps) {
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
  if (!isAdminEmail(auth.user.email, adminEmail)) {
    // Sign-in's own answer to an account that is not the admin's; nothing of the
    // admin's screens is mounted. Sign out, as in the admin's header, lets the
    // admin sign in on this browser without first finding the advertiser's page.
    return (
      <main id="main" className="flex min-h-[70vh] items-center justify-center bg-gray-50 px-4 py-16">
        <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-ink">Admin</h1>
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {RESTRICTED_ACCOUNT_MESSAGE}
          </p>
          <p className="mt-6 flex flex-wrap gap-4 text-sm font-medium">
            <Link to={paths.account} className="text-brand-800 underline hover:text-ink">
              {RESTRICTED_LINKS_TEXT.account}
            </Link>
            <Link to={paths.home} className="text-brand-800 underline hover:text-ink">
              {RESTRICTED_LINKS_TEXT.home}
            </Link>
          </p>
          <SignOutButton className="mt-6" />
        </div>
      </main>
    );
  }
  return <>{children}</>;
}
