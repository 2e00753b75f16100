import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ESTIMATE_TEXT, formatEstimate, type Estimate } from '../lib/estimate';

/** The range, said plainly to be an estimate, with the page that explains prices. */
export function EstimateNote({ estimate }: { estimate: Estimate }) {
  return (
    <div>
      <p className="text-gray-800" aria-live="polite">
        Estimated cost: <strong className="text-lg text-ink">{formatEstimate(estimate)}</strong>
      </p>
      <p className="mt-1 text-sm text-gray-700">
        {ESTIMATE_TEXT.note}{' '}
        <Link to={paths.billboardCosts} className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4">
          {ESTIMATE_TEXT.costsLink}
        </Link>
      </p>
    </div>
  );
}
