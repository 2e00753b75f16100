import { paths } from '@/config/paths';
import { PrivacyRequests } from '@/features/privacy-admin/components/privacy-requests';
import { AdminPage } from '../../admin-page';

const AUTH_REQUIRED_NOTE = 'Authentication required: only the site administrator can export or delete personal information.';

export function Component() {
  return (
    <AdminPage
      title="Privacy requests"
      description="Give a person everything stored about them, or delete it, as privacy law requires."
      path={paths.adminPrivacy}
      note={AUTH_REQUIRED_NOTE}
    >
      <PrivacyRequests />
    </AdminPage>
  );
}
