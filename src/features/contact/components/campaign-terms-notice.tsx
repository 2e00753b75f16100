import { useId } from 'react';
import { CAMPAIGN_TERMS } from '@/config/campaign-terms';

/** The campaign terms a request with dates is sent under, shown above the submit button with their version. */
export function CampaignTermsNotice() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-md border border-gray-300 bg-gray-50 p-4 text-sm text-ink" data-terms-version={CAMPAIGN_TERMS.version}>
      <h3 id={id} className="font-semibold">
        {CAMPAIGN_TERMS.heading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {CAMPAIGN_TERMS.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-2 font-semibold">
        {CAMPAIGN_TERMS.acceptance} (version {CAMPAIGN_TERMS.version}).
      </p>
    </section>
  );
}
