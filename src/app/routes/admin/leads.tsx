import { paths } from '@/config/paths';
import { LeadsInbox } from '@/features/leads/components/leads-inbox';
import { SubscribersList } from '@/features/leads/components/subscribers-list';
import { AdminPage } from '../../admin-page';

export function Component() {
  return (
    <AdminPage title="Leads" description="Quote requests and newsletter subscribers." path={paths.adminLeads}>
      <LeadsInbox />
      <SubscribersList />
    </AdminPage>
  );
}
