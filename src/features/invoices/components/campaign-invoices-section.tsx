import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { InvoiceSummary } from '../api/invoices';
import { useCampaignInvoices } from '../api/use-invoices';
import { InvoiceTable } from './invoice-table';

export const CAMPAIGN_INVOICES_TEXT = {
  heading: 'Invoices',
  loading: 'Loading the invoices...',
  failed: 'Could not load the invoices: ',
  retry: 'Try Again',
  none: 'No invoices yet: each 4-week cycle is invoiced once the campaign is confirmed.',
  caption: "The campaign's invoices, one per cycle",
} as const;

interface CampaignInvoicesSectionProps {
  campaignId: string;
  href: (id: string) => string;
  /** What follows the table (the advertiser's "Pay this invoice"), given the invoices shown. */
  after?: (invoices: readonly InvoiceSummary[]) => ReactNode;
}

/** A campaign's invoices, one per cycle, with what is paid and owed: the staff's and the advertiser's sections alike. */
export function CampaignInvoicesSection({ campaignId, href, after }: CampaignInvoicesSectionProps) {
  const invoices = useCampaignInvoices(campaignId);
  const t = CAMPAIGN_INVOICES_TEXT;
  return (
    <section aria-labelledby="campaign-invoices" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id="campaign-invoices" className="text-lg font-semibold text-ink">
        {t.heading}
      </h3>
      <div className="mt-2">
        {invoices.isPending ? (
          <p className="text-sm">{t.loading}</p>
        ) : invoices.isError ? (
          <div role="alert" className="text-sm text-red-800">
            <p>
              {t.failed}
              {invoices.error.message}
            </p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void invoices.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : invoices.data.length === 0 ? (
          <p className="text-sm text-gray-700">{t.none}</p>
        ) : (
          <>
            <InvoiceTable invoices={invoices.data} href={href} caption={t.caption} />
            {after?.(invoices.data)}
          </>
        )}
      </div>
    </section>
  );
}
