import { usePlayLogImports } from '../api/get-play-log-imports';
import { formatTakenAt } from '../lib/proof-format';
import { ProofOfPlayImport } from './proof-of-play-import';

export const PLAY_LOG_IMPORT_TEXT = {
  heading: 'Import a play log',
  recent: 'Latest imports',
  recentRow: (file: string, when: string, imported: number, inFile: number) => `${file}, ${when}: ${imported} new of ${inFile} rows`,
} as const;

/**
 * The staff's import of a player's log on a campaign's page: the network
 * importer restricted to this campaign, so plays of other campaigns, outside
 * its cycles or in the future are listed and never stored here.
 */
export function PlayLogImport({ campaignId }: { campaignId: string }) {
  const recent = usePlayLogImports();
  return (
    <div className="mt-4">
      <h4 className="mb-2 font-semibold text-ink">{PLAY_LOG_IMPORT_TEXT.heading}</h4>
      <ProofOfPlayImport campaignId={campaignId} />
      {recent.data && recent.data.length > 0 ? (
        <div className="mt-3 text-xs text-gray-700">
          <p className="font-medium">{PLAY_LOG_IMPORT_TEXT.recent}</p>
          <ul className="mt-1 list-disc pl-5">
            {recent.data.map((r) => (
              <li key={r.id}>{PLAY_LOG_IMPORT_TEXT.recentRow(r.file_name, formatTakenAt(r.imported_at), r.rows_imported, r.rows_in_file)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
