import { paths } from '@/config/paths';
import { ArtworkQueue } from '@/features/artwork';
import { AdminPage } from '../../admin-page';

export function Component() {
  return (
    <AdminPage
      title="Artwork to review"
      description="Advertisers' artwork waiting for approval, oldest first: approve it, or send it back with a reason."
      path={paths.adminArtwork}
    >
      <ArtworkQueue />
    </AdminPage>
  );
}
