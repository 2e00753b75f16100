import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

// The password-reset e-mail's link lands here; like /auth, a lazy route with its own auth provider.
export function Component() {
  return (
    <AuthProvider>
      <Seo title="Set a New Password" description="Set a new administrator password." path={paths.authResetPassword} noindex />
      <ResetPasswordPage />
    </AuthProvider>
  );
}
