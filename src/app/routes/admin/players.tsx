import { adminPlayers } from '@/config/admin-paths';
import { PlayerLoadingList } from '@/features/players';
import { AdminPage } from '../../admin-page';

export function Component() {
  return (
    <AdminPage
      title="Player loading list"
      description="What each board's player must play: the approved files to load from each go-live date, and those to remove when a campaign ends."
      path={adminPlayers}
    >
      <PlayerLoadingList />
    </AdminPage>
  );
}
