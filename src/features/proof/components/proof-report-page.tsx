import { useParams } from 'react-router-dom';
import { useBreadcrumbLabel } from '@/components/layout/breadcrumb-context';
import { Button } from '@/components/ui/button';
import { accountCampaign } from '@/config/account-paths';
import { site } from '@/config/site';
import { IMPRESSIONS_METHOD } from '@shared/delivered-impressions.ts';
import type { BoardCycleProof as Figures, CampaignProof } from '../api/get-proof';
import { PROOF_TEXT } from '../lib/proof-text';
import { BoardCycleProof } from './board-cycle-proof';
import { ProofLoader } from './proof-loader';

export const REPORT_TEXT = {
  title: 'Proof of play report',
  print: 'Print or save as PDF',
  campaign: 'Campaign',
  advertiser: 'Advertiser',
  notFound: 'No campaign of yours has this address.',
  contacts: 'Questions about this report',
  generated: (when: string) => `Prepared ${when} (Toronto time).`,
  /** The last breadcrumb; the one before it names the campaign. */
  crumb: 'Report',
} as const;

/** 'Winter menu (C-7K3Q9X)', or the reference alone: how the report names its campaign, its breadcrumb too. */
export const campaignTitle = (campaign: Pick<CampaignProof['campaign'], 'name' | 'reference'>) =>
  campaign.name ? `${campaign.name} (${campaign.reference})` : campaign.reference;

const PREPARED = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });

/** The board-cycles grouped by board, in the order campaign_proof gives them. */
function byBoard(cycles: Figures[]): Figures[][] {
  const groups = new Map<string, Figures[]>();
  for (const c of cycles) groups.set(c.locationId, [...(groups.get(c.locationId) ?? []), c]);
  return [...groups.values()];
}

function Report({ proof }: { proof: CampaignProof }) {
  const { campaign } = proof;
  const address = site.address;
  // The trail names the campaign, never its id.
  useBreadcrumbLabel(REPORT_TEXT.crumb, true, { path: accountCampaign(campaign.id), label: campaignTitle(campaign) });
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-ink print:max-w-none print:p-0">
      <header className="border-b border-gray-300 pb-4">
        <p className="text-sm font-semibold">{site.name}</p>
        <h1 className="mt-1 text-2xl font-bold">{REPORT_TEXT.title}</h1>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-gray-700">{REPORT_TEXT.campaign}</dt>
          <dd>{campaignTitle(campaign)}</dd>
          {campaign.company ? (
            <>
              <dt className="text-gray-700">{REPORT_TEXT.advertiser}</dt>
              <dd>{campaign.company}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-2 text-xs text-gray-700">{REPORT_TEXT.generated(PREPARED.format(new Date()))}</p>
        <Button size="sm" className="mt-3 print:hidden" onClick={() => window.print()}>
          {REPORT_TEXT.print}
        </Button>
      </header>
      {proof.cycles.length === 0 ? <p className="mt-4">{PROOF_TEXT.nothingBooked}</p> : null}
      {byBoard(proof.cycles).map((cycles, i) => (
        <section key={cycles[0]!.locationId} aria-labelledby={`report-board-${i}`} className={i > 0 ? 'mt-8 print:break-before-page' : 'mt-6'}>
          <h2 id={`report-board-${i}`} className="text-xl font-semibold">
            {cycles[0]!.boardName}
          </h2>
          {cycles.map((c) => (
            <BoardCycleProof key={c.cycleStart} figures={c} photos={proof.photos} makeGoods={proof.makeGoods} heading="h3" showBoard={false} eager />
          ))}
        </section>
      ))}
      <p className="mt-6 text-xs text-gray-700">{PROOF_TEXT.contractedNote}</p>
      <p className="mt-1 text-xs text-gray-700">{IMPRESSIONS_METHOD}</p>
      <footer className="mt-6 break-inside-avoid border-t border-gray-300 pt-3 text-sm">
        <h2 className="font-semibold">{REPORT_TEXT.contacts}</h2>
        <p>{site.legalName}</p>
        <p>
          {address.streetAddress}, {address.locality}, {address.region} {address.postalCode}
        </p>
        <p>
          <a href={`tel:${site.phoneE164}`}>{site.phoneDisplay}</a> · <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
      </footer>
    </article>
  );
}

/** The advertiser's printable proof of play, one board per section (printed, each board starts a page). Reads :id from the route. */
export function ProofReportPage() {
  const { id = '' } = useParams();
  return (
    <div>
      <ProofLoader campaignId={id} notFound={<p className="mx-auto max-w-3xl px-4 py-8">{REPORT_TEXT.notFound}</p>}>
        {(proof) => <Report proof={proof} />}
      </ProofLoader>
    </div>
  );
}
