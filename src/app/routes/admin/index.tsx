import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { adminPlayers, adminProofOfPlay } from '@/config/admin-paths';
import { paths, routePatterns } from '@/config/paths';
import { lazyPage, type LazyPage } from '../../lazy-page';

// The staff's screens, their own route table behind the one /admin/* entry of
// the site's (src/app/routes.tsx): the public pages' first load carries none
// of it. Each screen is still a chunk of its own; the site's route boundary
// (an error boundary and Suspense) holds them all.

/** Under /admin/: 'leads' for /admin/leads. */
const under = (path: string) => path.slice(`${paths.admin}/`.length);

const screens: { path: string; screen: LazyPage }[] = [
  { path: paths.adminDashboard, screen: lazyPage(() => import('./dashboard')) },
  { path: paths.adminBlog, screen: lazyPage(() => import('./blog')) },
  { path: paths.adminLeads, screen: lazyPage(() => import('./leads')) },
  { path: paths.adminLocations, screen: lazyPage(() => import('./locations')) },
  { path: paths.adminBookings, screen: lazyPage(() => import('./bookings')) },
  { path: paths.adminAdvertisers, screen: lazyPage(() => import('./advertisers')) },
  { path: paths.adminArtwork, screen: lazyPage(() => import('./artwork')) },
  { path: adminPlayers, screen: lazyPage(() => import('./players')) },
  { path: adminProofOfPlay, screen: lazyPage(() => import('./proof-of-play')) },
  { path: paths.adminPrivacy, screen: lazyPage(() => import('./privacy')) },
  { path: routePatterns.adminCampaign, screen: lazyPage(() => import('./campaign')) },
  // The list and one invoice (/admin/invoices/<id>) share one module.
  { path: `${paths.adminInvoices}/*`, screen: lazyPage(() => import('./invoices')) },
];

/** The path of every staff screen in this table (a pattern where it takes a parameter): each one renders inside the admin shell and its guard. */
export const adminScreenPaths: readonly string[] = screens.map(({ path }) => path);

const NotFound = lazyPage(() => import('./not-found'));

export function Component() {
  return (
    <Routes>
      {/* The admin's home is the dashboard. */}
      <Route index element={<Navigate to={paths.adminDashboard} replace />} />
      {screens.map(({ path, screen: { Component: Screen } }) => (
        <Route key={path} path={under(path)} element={<Screen />} />
      ))}
      {/* An unknown admin path keeps the admin shell (its header and navigation). */}
      <Route path="*" element={<NotFound.Component />} />
    </Routes>
  );
}

/** Loads the chunk of the staff's screen at `pathname` (see preloadRoute in src/app/routes.tsx). */
export async function preloadScreen(pathname: string): Promise<void> {
  // The admin's home is the dashboard.
  const target = matchPath(`${paths.admin}/*`, pathname)?.params['*'] ? pathname : paths.adminDashboard;
  const match = screens.find(({ path }) => matchPath(path, target));
  await (match ? match.screen : NotFound).preload();
}
