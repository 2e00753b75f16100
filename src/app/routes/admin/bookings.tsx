import { paths } from '@/config/paths';
import { BookingsAdmin } from '@/features/bookings-admin/components/bookings-admin';
import { AdminPage } from '../../admin-page';

const AUTH_REQUIRED_NOTE = 'Authentication required: only the site administrator can read and change bookings.';

export function Component() {
  return (
    <AdminPage title="Bookings" description="Board slots by cycle, booking requests and phone sales." path={paths.adminBookings} note={AUTH_REQUIRED_NOTE} wide>
      <BookingsAdmin />
    </AdminPage>
  );
}
