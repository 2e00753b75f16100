import { bookingTotalCents, cycleEnd } from '@shared/booking-cycles.ts';
import { SLOT_HOLDING_STATUSES } from '@shared/booking-slots.ts';
import { csvAmount, csvLocalTime, csvTimeHeader, toCsv } from '@/lib/csv';
import type { CampaignExportRow } from '../api/get-campaigns-export';

export const CAMPAIGN_STATUS_NAMES = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  live: 'Live',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const satisfies Record<CampaignExportRow['status'], string>;

export const CAMPAIGN_CSV_HEADER = [
  'Reference',
  'Campaign',
  'Advertiser',
  'Contact',
  'Email',
  'Boards',
  'Starts',
  'Ends',
  'Cycles',
  'Total (CAD)',
  'Status',
  csvTimeHeader('Created'),
] as const;

// As public.campaign_summaries counts: the boards and the price are the bookings
// that hold or held a slot; the dates leave out the cancelled ones.

export function campaignCsvRow(c: CampaignExportRow): (string | number)[] {
  const counted = c.bookings.filter((b) => SLOT_HOLDING_STATUSES.has(b.status));
  const dated = c.bookings.filter((b) => b.status !== 'cancelled');
  const starts = dated.map((b) => b.starts_on.slice(0, 10)).sort();
  const ends = dated.map((b) => cycleEnd(b.starts_on.slice(0, 10), b.cycles)).sort();
  const total = counted.reduce((sum, b) => sum + bookingTotalCents({ pricePerCycleCents: b.price_per_cycle_cents, discountBp: b.discount_bp }, b.cycles), 0);
  const boards = [...new Set(counted.map((b) => b.board?.name ?? 'deleted board'))].sort();
  const cycles = counted.length ? Math.max(...counted.map((b) => b.cycles)) : '';
  return [
    c.reference,
    c.name,
    c.advertiser?.company ?? '',
    c.advertiser?.contact_name ?? '',
    c.advertiser?.email ?? '',
    boards.join('; '),
    starts[0] ?? '',
    ends.at(-1) ?? '',
    cycles,
    csvAmount(total),
    CAMPAIGN_STATUS_NAMES[c.status],
    csvLocalTime(c.created_at),
  ];
}

export function campaignsCsv(campaigns: readonly CampaignExportRow[]): string {
  return toCsv(CAMPAIGN_CSV_HEADER, campaigns.map(campaignCsvRow));
}
