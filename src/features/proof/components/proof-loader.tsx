import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { type CampaignProof, useCampaignProof } from '../api/get-proof';
import { PROOF_TEXT } from '../lib/proof-text';

/** Loads a campaign's proof and shows its loading and failure states; `children` renders it once there. */
export function ProofLoader({
  campaignId,
  children,
  notFound = null,
}: {
  campaignId: string;
  children: (proof: CampaignProof) => ReactNode;
  notFound?: ReactNode;
}) {
  const proof = useCampaignProof(campaignId);
  if (proof.isPending) return <p>{PROOF_TEXT.loading}</p>;
  if (proof.isError)
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        <p>
          {PROOF_TEXT.failed}
          {proof.error.message}
        </p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void proof.refetch()}>
          {PROOF_TEXT.retry}
        </Button>
      </div>
    );
  if (!proof.data) return <>{notFound}</>;
  return <>{children(proof.data)}</>;
}
