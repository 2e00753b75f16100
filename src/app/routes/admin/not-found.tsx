import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NOT_FOUND_TEXT } from '@/components/marketing/not-found-content';
import { paths } from '@/config/paths';
import { AdminPage } from '../../admin-page';

export const ADMIN_NOT_FOUND_TEXT = {
  description: 'No admin screen has this address.',
  message: (path: string) => `No admin screen at ${path}. Choose one in the navigation above.`,
} as const;

// Any unknown path under /admin: the staff stay in their own shell, with its
// navigation, instead of landing on the public site's not-found page. The
// heading, the way home and the logged path are the public page's.
export function Component() {
  const { pathname } = useLocation();
  return (
    <AdminPage title={NOT_FOUND_TEXT.heading} description={ADMIN_NOT_FOUND_TEXT.description} path={pathname}>
      <AdminNotFoundBody />
    </AdminPage>
  );
}

/** The not-found message and the way home, logged: also what an admin screen shows for a record that does not exist. */
export function AdminNotFoundBody() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <>
      <p className="text-gray-700">{ADMIN_NOT_FOUND_TEXT.message(pathname)}</p>
      <Link to={paths.home} className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4 hover:text-ink">
        {NOT_FOUND_TEXT.returnHome}
      </Link>
    </>
  );
}
