import { Link } from 'react-router-dom';
import { AdminNav } from '@/components/layout/admin-nav';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { SignedInAs } from '@/features/auth/components/signed-in-as';
import { WorklistCount } from '@/features/dashboard/components/worklist-count';

export const VIEW_SITE_TEXT = 'View site';

/** The admin's own header: where to go between screens, what waits for a person, who is signed in, the way out. */
export function AdminHeader() {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <p className="font-extrabold text-ink">
          {site.name} <span className="font-semibold text-gray-600">Admin</span>
        </p>
        <AdminNav />
        <div className="flex flex-wrap items-center gap-3 sm:ml-auto">
          <WorklistCount />
          <SignedInAs className="break-all text-sm text-gray-700" />
          <Link to={paths.home} className="rounded-md px-2 py-2 text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-ink">
            {VIEW_SITE_TEXT}
          </Link>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
