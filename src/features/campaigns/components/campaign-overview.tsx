import { Link } from 'react-router-dom';
import { bookingTotalCents, campaignPeriodLabel, formatDay } from '@shared/booking-cycles.ts';
import { adminLead } from '@/config/admin-paths';
import { BOOKING_STATUS_LABELS } from '@/lib/booking-status';
import { cn } from '@/lib/cn';
import { formatCents } from '@shared/money.ts';
import { billedBookings } from '@shared/deposit.ts';
import { campaignAmounts } from '@shared/invoice-amounts.ts';
import { PriceSummary } from '@/components/money/price-summary';
import type { CampaignRecord } from '../api/campaign';
import { CAMPAIGN_STATUS_CLASSES, CAMPAIGN_STATUS_LABELS, formatWhen, lengthRateLabel } from '../lib/campaign-labels';

export const OVERVIEW_TEXT = {
  reference: 'Reference',
  status: 'Status',
  advertiser: 'Advertiser',
  noAdvertiser: 'No advertiser recorded.',
  noEmail: 'No e-mail address recorded.',
  noPhone: 'No phone number recorded.',
  lead: 'From the lead',
  phoneSale: 'A phone sale (no lead).',
  leadErased: 'Its lead was erased.',
  termsAccepted: (version: string, when: string) => `Terms accepted: version ${version}, ${when} (Toronto)`,
  noTermsOnRequest: 'Terms accepted: none recorded with this request.',
  noTermsPhoneSale: 'Terms accepted: none online (a phone sale).',
  boards: 'Boards and dates',
  noBookings: 'No bookings.',
  board: 'Board',
  dates: 'Dates',
  bookingStatus: 'Booking',
  perCycle: 'Per cycle',
  rate: 'Length rate',
  noRate: 'none',
  bookingTotal: 'Booking total',
  deletedBoard: 'A deleted board',
  overridden: 'Price set by the staff',
  total: 'Campaign price',
  totalNote: 'Requested and confirmed bookings, each at its price less its length rate; HST as each cycle’s invoice rounds it.',
  period: 'Runs',
} as const;

/**
 * Which campaign terms the request was sent under (the lead records the
 * version and when); none for a phone sale, and nothing to say once the lead
 * was erased.
 */
function termsLine(campaign: CampaignRecord): string | null {
  const { lead } = campaign;
  if (lead) {
    return lead.terms_version && lead.terms_accepted_at
      ? OVERVIEW_TEXT.termsAccepted(lead.terms_version, formatWhen(lead.terms_accepted_at))
      : OVERVIEW_TEXT.noTermsOnRequest;
  }
  if (campaign.lead_id === null && campaign.events.some((e) => e.action === 'requested')) return null;
  return OVERVIEW_TEXT.noTermsPhoneSale;
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface CampaignOverviewProps {
  campaign: CampaignRecord;
}

/** Who the campaign is for, what it books, at what price, and where it stands. */
export function CampaignOverview({ campaign }: CampaignOverviewProps) {
  const { advertiser, totals } = campaign;
  const terms = termsLine(campaign);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold text-ink">{campaign.name}</h2>
        <span data-testid="campaign-status" className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', CAMPAIGN_STATUS_CLASSES[campaign.status])}>
          <span className="sr-only">{OVERVIEW_TEXT.status}: </span>
          {CAMPAIGN_STATUS_LABELS[campaign.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {OVERVIEW_TEXT.reference}: <span className="font-mono font-semibold">{campaign.reference}</span>
        {totals.startsOn && totals.endsOn ? ` · ${OVERVIEW_TEXT.period} ${formatDay(totals.startsOn)} to ${formatDay(totals.endsOn)}` : ''}
      </p>

      <section aria-labelledby="campaign-advertiser" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
        <h3 id="campaign-advertiser" className="text-lg font-semibold text-ink">
          {OVERVIEW_TEXT.advertiser}
        </h3>
        {advertiser ? (
          <div className="mt-2 space-y-1 break-words text-sm text-gray-800">
            <p className="font-semibold">
              {advertiser.company ? `${advertiser.company} · ` : ''}
              {advertiser.contact_name}
            </p>
            <p>
              {advertiser.email ? (
                <a className="underline" href={`mailto:${advertiser.email}`}>
                  {advertiser.email}
                </a>
              ) : (
                OVERVIEW_TEXT.noEmail
              )}
            </p>
            <p>
              {advertiser.phone ? (
                <a className="underline" href={tel(advertiser.phone)}>
                  {advertiser.phone}
                </a>
              ) : (
                OVERVIEW_TEXT.noPhone
              )}
            </p>
          </div>
        ) : (
          <p className="mt-2 text-sm text-gray-700">{OVERVIEW_TEXT.noAdvertiser}</p>
        )}
        <p className="mt-2 text-sm text-gray-800">
          {campaign.lead ? (
            <>
              {OVERVIEW_TEXT.lead}:{' '}
              <Link className="underline" to={adminLead(campaign.lead.id)}>
                {campaign.lead.name}
              </Link>
            </>
          ) : campaign.lead_id === null && campaign.events.some((e) => e.action === 'requested') ? (
            OVERVIEW_TEXT.leadErased
          ) : (
            OVERVIEW_TEXT.phoneSale
          )}
        </p>
        {terms ? (
          <p className="text-sm text-gray-800" data-testid="campaign-terms">
            {terms}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="campaign-boards" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
        <h3 id="campaign-boards" className="text-lg font-semibold text-ink">
          {OVERVIEW_TEXT.boards}
        </h3>
        {campaign.bookings.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">{OVERVIEW_TEXT.noBookings}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-gray-700">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {OVERVIEW_TEXT.board}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {OVERVIEW_TEXT.dates}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {OVERVIEW_TEXT.bookingStatus}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    {OVERVIEW_TEXT.perCycle}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {OVERVIEW_TEXT.rate}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {OVERVIEW_TEXT.bookingTotal}
                  </th>
                </tr>
              </thead>
              <tbody>
                {campaign.bookings.map((b) => (
                  <tr key={b.id} className="border-t border-gray-100 align-top">
                    <th scope="row" className="py-2 pr-4 font-semibold text-ink">
                      {b.board ?? OVERVIEW_TEXT.deletedBoard}
                    </th>
                    <td className="py-2 pr-4">
                      {campaignPeriodLabel(b.starts_on, b.cycles)} ({b.cycles} cycle{b.cycles === 1 ? '' : 's'})
                    </td>
                    <td className="py-2 pr-4">{BOOKING_STATUS_LABELS[b.status]}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {formatCents(b.price_per_cycle_cents)}
                      {b.price_override_reason ? (
                        <span className="block text-xs text-gray-700">
                          {OVERVIEW_TEXT.overridden}: {b.price_override_reason}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-4">{lengthRateLabel(b.discount_bp) ?? OVERVIEW_TEXT.noRate}</td>
                    <td className="py-2 text-right tabular-nums">
                      {formatCents(bookingTotalCents({ pricePerCycleCents: b.price_per_cycle_cents, discountBp: b.discount_bp }, b.cycles))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h4 className="mt-3 font-semibold text-ink">{OVERVIEW_TEXT.total}</h4>
        <PriceSummary label={OVERVIEW_TEXT.total} amount={campaignAmounts(billedBookings(campaign.bookings))} />
        <p className="text-xs text-gray-700">{OVERVIEW_TEXT.totalNote}</p>
      </section>
    </>
  );
}
