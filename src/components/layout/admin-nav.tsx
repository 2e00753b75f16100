import { NavLink } from 'react-router-dom';
import { adminPlayers, adminProofOfPlay } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The admin's screens, in the navigation's order. */
export const adminPages = [
  { to: paths.adminDashboard, label: 'Dashboard' },
  { to: paths.adminBlog, label: 'Blog' },
  { to: paths.adminLeads, label: 'Leads' },
  { to: paths.adminLocations, label: 'Locations' },
  { to: paths.adminBookings, label: 'Bookings' },
  { to: paths.adminAdvertisers, label: 'Advertisers' },
  { to: paths.adminArtwork, label: 'Artwork' },
  { to: adminPlayers, label: 'Players' },
  { to: adminProofOfPlay, label: 'Proof of play' },
  { to: paths.adminInvoices, label: 'Invoices' },
  { to: paths.adminPrivacy, label: 'Privacy' },
] as const;

/** One navigation between the admin's screens. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="flex flex-wrap gap-2">
      {adminPages.map(({ to, label }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn('rounded-md px-3 py-1.5 text-sm font-semibold', isActive ? 'bg-ink text-white' : 'text-ink underline-offset-4 hover:underline')
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
