import { paths } from '@/config/paths';
import { BookingsAdmin } from '@/features/bookings-admin/components/bookings-admin';
import { AdminPage } from '../../admin-page';

export function Component() {
  return (
    <AdminPage title="Bookings" description="Board slots by cycle, booking requests and phone sales." path={paths.adminBookings} wide>
      <BookingsAdmin />
    </AdminPage>
  );
}
