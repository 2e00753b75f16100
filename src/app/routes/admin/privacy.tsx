import { paths } from '@/config/paths';
import { PrivacyRequests } from '@/features/privacy-admin/components/privacy-requests';
import { AdminPage } from '../../admin-page';

export function Component() {
  return (
    <AdminPage
      title="Privacy requests"
      description="Give a person everything stored about them, or delete it, as privacy law requires."
      path={paths.adminPrivacy}
    >
      <PrivacyRequests />
    </AdminPage>
  );
}
