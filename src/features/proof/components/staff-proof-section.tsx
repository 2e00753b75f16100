import { useRemoveProofPhoto } from '../api/remove-proof-photo';
import { PROOF_TEXT } from '../lib/proof-text';
import { BoardCycleProof } from './board-cycle-proof';
import { PlayLogImport } from './play-log-import';
import { ProofFigures } from './proof-figures';
import { ProofLoader } from './proof-loader';
import { ProofPhotoUpload } from './proof-photo-upload';

/** On the staff's campaign page: the figures, the photos, a photo upload per board and cycle, and the play log import. */
export function StaffProofSection({ campaignId }: { campaignId: string }) {
  const remove = useRemoveProofPhoto(campaignId);
  return (
    <section aria-labelledby="campaign-proof" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id="campaign-proof" className="text-lg font-semibold text-ink">
        {PROOF_TEXT.heading}
      </h3>
      <ProofLoader campaignId={campaignId}>
        {(proof) =>
          proof.cycles.length === 0 ? (
            <p className="mt-2 text-sm text-gray-800">{PROOF_TEXT.nothingBooked}</p>
          ) : (
            <>
              <ProofFigures cycles={proof.cycles} />
              {remove.isError ? (
                <p role="alert" className="mt-2 text-sm text-red-800">
                  {PROOF_TEXT.removeFailed}
                  {remove.error.message}
                </p>
              ) : null}
              {proof.cycles.map((c) => (
                <BoardCycleProof
                  key={`${c.locationId}/${c.cycleStart}`}
                  figures={c}
                  photos={proof.photos}
                  makeGoods={proof.makeGoods}
                  heading="h4"
                  onRemove={remove.isPending ? undefined : (photo) => remove.mutate(photo)}
                />
              ))}
              <ProofPhotoUpload campaignId={campaignId} cycles={proof.cycles} />
            </>
          )
        }
      </ProofLoader>
      <PlayLogImport campaignId={campaignId} />
    </section>
  );
}
