import { Navigate, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { SignInPage } from '@/features/auth/components/sign-in-page';

// The auth provider lives in this lazy route (and the admin ones) only. It
// serves /auth and the password-reset e-mail's page, /auth/reset-password.
export function Component() {
  const { pathname } = useLocation();
  if (pathname === paths.authResetPassword) {
    return (
      <AuthProvider>
        <Seo title="Set a New Password" description="Set a new administrator password." path={paths.authResetPassword} noindex />
        <ResetPasswordPage />
      </AuthProvider>
    );
  }
  if (pathname !== paths.auth) return <Navigate to={paths.auth} replace />;
  return (
    <AuthProvider>
      <Seo title="Admin Sign In" description="Administrator sign-in." path={paths.auth} noindex />
      <SignInPage adminEmail={env.VITE_ADMIN_EMAIL} />
    </AuthProvider>
  );
}
