import { paths } from '@/config/paths';
import { AdvertisersAdmin } from '@/features/advertisers-admin/components/advertisers-admin';
import { AdminPage } from '../../admin-page';

export function Component() {
  return (
    <AdminPage title="Advertisers" description="The company's customers: contacts, leads and campaigns; edit and merge." path={paths.adminAdvertisers}>
      <AdvertisersAdmin />
    </AdminPage>
  );
}
