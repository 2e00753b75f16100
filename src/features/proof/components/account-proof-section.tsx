import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';
import { getCampaignPlays } from '../api/get-campaign-plays';
import { playsCsv, playsCsvName } from '../lib/plays-csv';
import { PROOF_TEXT } from '../lib/proof-text';
import { proofReportPath } from '../lib/report-path';
import { BoardCycleProof } from './board-cycle-proof';
import { ProofLoader } from './proof-loader';

function PlaysCsvButton({ campaignId, reference }: { campaignId: string; reference: string }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      downloadCsv(playsCsvName(reference), playsCsv(await getCampaignPlays(campaignId)));
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: PROOF_TEXT.downloadFailed + (error instanceof Error ? error.message : String(error)) });
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" disabled={state.busy} onClick={() => void download()}>
        {state.busy ? PROOF_TEXT.downloading : PROOF_TEXT.downloadCsv}
      </Button>
      {state.error ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {state.error}
        </p>
      ) : null}
    </>
  );
}

/** In the advertiser's campaign view: per board and cycle, the photos and the plays delivered against contracted, a CSV and the printable report. */
export function AccountProofSection({ campaignId }: { campaignId: string }) {
  return (
    <section aria-labelledby="account-proof" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="account-proof" className="text-xl font-semibold text-ink">
        {PROOF_TEXT.heading}
      </h2>
      <ProofLoader campaignId={campaignId}>
        {(proof) =>
          proof.cycles.length === 0 ? (
            <p className="mt-2 text-sm text-gray-800">{PROOF_TEXT.nothingBooked}</p>
          ) : (
            <>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <PlaysCsvButton campaignId={campaignId} reference={proof.campaign.reference} />
                <Link to={proofReportPath(campaignId)} className="text-sm font-medium text-brand-800 underline">
                  {PROOF_TEXT.openReport}
                </Link>
              </div>
              {proof.cycles.map((c) => (
                <BoardCycleProof key={`${c.locationId}/${c.cycleStart}`} figures={c} photos={proof.photos} makeGoods={proof.makeGoods} heading="h3" />
              ))}
              <p className="mt-3 text-xs text-gray-700">{PROOF_TEXT.contractedNote}</p>
            </>
          )
        }
      </ProofLoader>
    </section>
  );
}
