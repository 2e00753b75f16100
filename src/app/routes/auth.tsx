import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { SignInPage } from '@/features/auth/components/sign-in-page';

// The auth provider lives in this lazy route (and the admin one) only.
export function Component() {
  return (
    <AuthProvider>
      <Seo title="Admin Sign In" description="Administrator sign-in." path={paths.auth} noindex />
      <SignInPage adminEmail={env.VITE_ADMIN_EMAIL} />
    </AuthProvider>
  );
}
