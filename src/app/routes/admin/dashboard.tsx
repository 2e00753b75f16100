import { paths } from '@/config/paths';
import { StaffDashboard } from '@/features/dashboard/components/staff-dashboard';
import { AdminPage } from '../../admin-page';

export function Component() {
  return (
    <AdminPage title="Dashboard" description="Revenue booked, occupancy, open requests and what needs attention soon." path={paths.adminDashboard} wide>
      <StaffDashboard />
    </AdminPage>
  );
}
