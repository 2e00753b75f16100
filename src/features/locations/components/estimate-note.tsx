import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ESTIMATE_TEXT, formatCpm, formatEstimate, formatImpressions, savingText, taxLine, type Estimate, type PlanEstimate } from '../lib/estimate';

/** The cost before tax and its HST, said plainly to be an estimate, what a longer campaign saves, and the page that explains prices. */
export function EstimateNote({ estimate, cycles }: { estimate: Estimate | PlanEstimate; cycles: number }) {
  const plan = 'cost' in estimate ? estimate : null;
  const cost = plan ? plan.cost : (estimate as Estimate);
  const saving = savingText(plan ? plan.saving : null, cycles);
  return (
    <div>
      <p className="text-gray-800" aria-live="polite">
        {ESTIMATE_TEXT.cost} <strong className="text-lg text-ink">{formatEstimate(cost)}</strong> {ESTIMATE_TEXT.plusHst}
      </p>
      <p className="text-sm text-gray-800">{taxLine(cost)}</p>
      {saving && <p className="text-sm font-semibold text-green-800">{saving}</p>}
      {plan && <AudienceEstimate estimate={plan} />}
      <p className="mt-1 text-sm text-gray-700">
        {ESTIMATE_TEXT.note}{' '}
        <Link to={paths.billboardCosts} className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4">
          {ESTIMATE_TEXT.costsLink}
        </Link>
      </p>
    </div>
  );
}

function AudienceEstimate({ estimate }: { estimate: PlanEstimate }) {
  if (estimate.impressions === null || estimate.cpm === null) return <p className="mt-1 text-sm text-gray-700">{ESTIMATE_TEXT.noImpressions}</p>;
  const without = estimate.boardsWithoutImpressions;
  return (
    <>
      <p className="mt-1 text-sm text-gray-800">
        {ESTIMATE_TEXT.impressions} <strong>{formatImpressions(estimate.impressions)}</strong>
        {without > 0 &&
          ` (${without} ${without === 1 ? 'board publishes' : 'boards publish'} no audience figures and ${without === 1 ? 'is' : 'are'} left out)`}
      </p>
      <p className="text-sm text-gray-800">
        {ESTIMATE_TEXT.cpm} <strong>{formatCpm(estimate.cpm)}</strong>
      </p>
    </>
  );
}
