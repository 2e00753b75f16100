import { paths } from '@/config/paths';
import { LeadsInbox } from '@/features/leads/components/leads-inbox';
import { SubscribersList } from '@/features/leads/components/subscribers-list';
import { AdminPage } from '../../admin-page';

const AUTH_REQUIRED_NOTE = 'Authentication required: only the site administrator can read leads and subscribers.';

export function Component() {
  return (
    <AdminPage title="Leads" description="Quote requests and newsletter subscribers." path={paths.adminLeads} note={AUTH_REQUIRED_NOTE}>
      <LeadsInbox />
      <SubscribersList />
    </AdminPage>
  );
}
