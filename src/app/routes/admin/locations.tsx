import { paths } from '@/config/paths';
import { LocationsAdmin } from '@/features/location-admin/components/locations-admin';
import { AdminPage } from '../../admin-page';

export function Component() {
  return (
    <AdminPage title="Billboard Locations" description="Manage the billboard locations on the map." path={paths.adminLocations}>
      <LocationsAdmin />
    </AdminPage>
  );
}
