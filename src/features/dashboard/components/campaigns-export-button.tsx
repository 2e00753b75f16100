import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';
import { getCampaignsExport } from '../api/get-campaigns-export';
import { campaignsCsv } from '../lib/campaigns-csv';

export const EXPORT_TEXT = {
  export: 'Export campaigns CSV',
  exporting: 'Exporting...',
  failed: 'Could not export the campaigns: ',
} as const;

/** Every campaign as a CSV, read when asked (the dashboard itself does not need them). */
export function CampaignsExportButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function exportCampaigns() {
    setBusy(true);
    setError(null);
    try {
      downloadCsv(`campaigns-${new Date().toISOString().slice(0, 10)}.csv`, campaignsCsv(await getCampaignsExport()));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Button variant="outline" size="sm" disabled={busy} onClick={() => void exportCampaigns()}>
        {busy ? EXPORT_TEXT.exporting : EXPORT_TEXT.export}
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {EXPORT_TEXT.failed}
          {error}
        </p>
      ) : null}
    </div>
  );
}
