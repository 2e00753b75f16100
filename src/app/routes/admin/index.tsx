import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';

// The staff's screens, their own route table behind the one /admin/* entry of
// the site's (src/app/routes.tsx): the public pages' first load carries none
// of it. Each screen is still a chunk of its own; the site's route boundary
// (an error boundary and Suspense) holds them all.

interface RouteModule {
  Component: ComponentType;
}

const screen = (load: () => Promise<RouteModule>) => lazy(() => load().then((module) => ({ default: module.Component })));

/** Under /admin/: 'leads' for /admin/leads. */
const under = (path: string) => path.slice(`${paths.admin}/`.length);

const screens: { path: string; Screen: ComponentType }[] = [
  { path: paths.adminDashboard, Screen: screen(() => import('./dashboard')) },
  { path: paths.adminBlog, Screen: screen(() => import('./blog')) },
  { path: paths.adminLeads, Screen: screen(() => import('./leads')) },
  { path: paths.adminLocations, Screen: screen(() => import('./locations')) },
  { path: paths.adminBookings, Screen: screen(() => import('./bookings')) },
  { path: paths.adminAdvertisers, Screen: screen(() => import('./advertisers')) },
  { path: paths.adminArtwork, Screen: screen(() => import('./artwork')) },
  { path: paths.adminPrivacy, Screen: screen(() => import('./privacy')) },
  { path: routePatterns.adminCampaign, Screen: screen(() => import('./campaign')) },
  // The list and one invoice (/admin/invoices/<id>) share one module.
  { path: `${paths.adminInvoices}/*`, Screen: screen(() => import('./invoices')) },
];

const NotFound = screen(() => import('./not-found'));

export function Component() {
  return (
    <Routes>
      {/* The admin's home is the dashboard. */}
      <Route index element={<Navigate to={paths.adminDashboard} replace />} />
      {screens.map(({ path, Screen }) => (
        <Route key={path} path={under(path)} element={<Screen />} />
      ))}
      {/* An unknown admin path keeps the admin shell (its header and navigation). */}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
