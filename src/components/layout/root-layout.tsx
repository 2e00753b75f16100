import { Outlet } from 'react-router-dom';

// STUB: replaced by the layout work (header, breadcrumbs, footer).
export function RootLayout() {
  return <Outlet />;
}
