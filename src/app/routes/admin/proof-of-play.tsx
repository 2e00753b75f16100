import { adminProofOfPlay } from '@/config/admin-paths';
import { ProofOfPlayImport } from '@/features/proof/components/proof-of-play-import';
import { AdminPage } from '../../admin-page';

export function Component() {
  return (
    <AdminPage
      title="Proof of play"
      description="Import the players' proof of play exports for the whole network: each play is credited to its campaign."
      path={adminProofOfPlay}
    >
      <ProofOfPlayImport />
    </AdminPage>
  );
}
