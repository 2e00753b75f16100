import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { SignedInAs } from '@/features/auth/components/signed-in-as';
import { BlogAdmin } from '@/features/post-editor/components/blog-admin';

const AUTH_REQUIRED_NOTE = 'Authentication required: only the site administrator can manage posts.';

// Admin route: the auth provider and the guard are mounted here, not globally,
// and the editor (TipTap and its CSS) arrives with this lazy chunk only.
export function Component() {
  return (
    <AuthProvider>
      <Seo title="Blog Management" description="Manage blog posts." path={paths.adminBlog} noindex />
      <RequireAuth>
        <main id="main" className="mx-auto max-w-5xl px-4 py-10">
          <header className="mb-8 flex flex-wrap items-start justify-between gap-4 border-b border-gray-200 pb-6">
            <div>
              <h1 className="text-3xl font-bold text-ink">Blog Management</h1>
              <p className="mt-2 text-sm text-gray-600">{AUTH_REQUIRED_NOTE}</p>
              <SignedInAs className="mt-1 text-sm text-gray-600" />
            </div>
            <SignOutButton />
          </header>
          <BlogAdmin />
        </main>
      </RequireAuth>
    </AuthProvider>
  );
}
