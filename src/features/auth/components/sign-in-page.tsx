import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import type { AuthRedirectState } from './require-auth';
import { ForgotPassword } from './forgot-password';
import { SignInForm } from './sign-in-form';

export interface SignInPageProps {
  adminEmail: string;
}

/** What the staff do once signed in: the whole sale, not only the blog. */
export const SIGN_IN_INTRO = 'Sign in to manage bookings, campaigns, invoices and the blog. Only the site administrator has access.';

export const AUTH_REQUIRED_NOTICE = 'Authentication required: sign in as the site administrator to open that page.';

function redirectedFrom(state: unknown): string | null {
  const from = (state as AuthRedirectState | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') ? from : null;
}

/** Only admin paths are honoured as a return address. */
function returnPath(state: unknown): string {
  return redirectedFrom(state) ?? paths.adminBlog;
}

export function SignInPage({ adminEmail }: SignInPageProps) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Once a sign-in starts, the session that arrives is ours: go to the admin, not home.
  const [submitting, setSubmitting] = useState(false);

  if (auth.status === 'loading') {
    return (
      <div role="status" className="flex min-h-[50vh] items-center justify-center text-gray-600">
        Loading...
      </div>
    );
  }
  if (auth.status === 'signedIn' && !submitting) return <Navigate to={paths.home} replace />;

  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center bg-gray-50 px-4 py-16">
      <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-ink">Admin Sign In</h1>
        <p className="mt-2 text-sm text-gray-600">{SIGN_IN_INTRO}</p>
        {/* Only someone sent here by the admin guard needs telling why. */}
        {redirectedFrom(location.state) ? (
          <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{AUTH_REQUIRED_NOTICE}</p>
        ) : null}
        <div className="mt-6">
          <SignInForm
            adminEmail={adminEmail}
            onSubmitStart={() => setSubmitting(true)}
            onFailure={() => setSubmitting(false)}
            onSuccess={() => navigate(returnPath(location.state), { replace: true })}
          />
        </div>
        <ForgotPassword adminEmail={adminEmail} resetPath={paths.authResetPassword} />
        <p className="mt-6 text-center">
          <Link to={paths.home} className="text-sm font-medium text-brand-700 underline hover:text-brand-800">
            Back to Home
          </Link>
        </p>
      </div>
    </main>
  );
}
