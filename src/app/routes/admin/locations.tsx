import { paths } from '@/config/paths';
import { LocationsAdmin } from '@/features/location-admin/components/locations-admin';
import { SiteUpdateStatus } from '@/features/site-rebuild/components/site-update-status';
import { useSiteRebuild } from '@/features/site-rebuild/hooks/use-site-rebuild';
import { AdminPage } from '../../admin-page';

export function Component() {
  const rebuild = useSiteRebuild();
  return (
    <AdminPage title="Billboard Locations" description="Manage the billboard locations on the map." path={paths.adminLocations}>
      <SiteUpdateStatus state={rebuild.state} onRetry={() => void rebuild.request({ retry: true })} />
      <LocationsAdmin onPublicChange={() => void rebuild.request()} />
    </AdminPage>
  );
}
