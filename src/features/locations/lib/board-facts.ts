import { site } from '@/config/site';
import { formatPrice } from '@/content/pricing';
import type { BillboardLocation } from '@/types/billboard-location';
import { boardRate } from '@shared/booking-cycles.ts';

// What a prospect asks of every board, in words: its screen, its audience and
// its price. The list, the info window and the plan show the same lines.

export type BoardFactsSource = Pick<
  BillboardLocation,
  | 'screen_size'
  | 'screen_width_px'
  | 'screen_height_px'
  | 'spot_seconds'
  | 'slots_per_loop'
  | 'operating_hours'
  | 'facing'
  | 'daily_impressions'
  | 'impressions_source'
  | 'rate_per_cycle'
>;

export const BOARD_FACT_LABELS = {
  summary: 'Specs, audience and price',
  screenSize: 'Screen size',
  resolution: 'Resolution',
  spot: 'Spot',
  hours: 'Operating hours',
  facing: 'Facing',
  audience: 'Audience',
  price: 'Price',
} as const;

export const NO_AUDIENCE_TEXT = 'No audience figures published for this board';

/** '$1,800', '$1,650.50' */
export function formatMoney(amount: number): string {
  if (Number.isInteger(amount)) return formatPrice(amount);
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${formatPrice(Number(whole))}.${cents}`;
}

const grouped = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '1400 × 400 px', or null when the board does not state its pixels. */
export function resolutionText(board: Pick<BoardFactsSource, 'screen_width_px' | 'screen_height_px'>): string | null {
  return board.screen_width_px && board.screen_height_px ? `${board.screen_width_px} × ${board.screen_height_px} px` : null;
}

/** '8-second spot in a loop of 6' */
export function spotText(board: Pick<BoardFactsSource, 'spot_seconds' | 'slots_per_loop'>): string {
  return `${board.spot_seconds}-second spot in a loop of ${board.slots_per_loop}`;
}

/** 'About 24,000 daily impressions (City of London traffic count, 2025)', or that none are published. */
export function audienceText(board: Pick<BoardFactsSource, 'daily_impressions' | 'impressions_source'>): string {
  if (board.daily_impressions === null) return NO_AUDIENCE_TEXT;
  const source = board.impressions_source?.trim();
  return `About ${grouped(board.daily_impressions)} daily impressions${source ? ` (${source})` : ''}`;
}

/** '$1,800 per 4-week cycle', or 'From $1,100 per 4-week cycle' for a board without a rate of its own. */
export function priceText(board: Pick<BoardFactsSource, 'rate_per_cycle'>): string {
  const rate = boardRate(board, site.pricing);
  const price = `${formatMoney(rate.amount)} per ${site.pricing.cycleWeeks}-week cycle`;
  return rate.isFrom ? `From ${price}` : price;
}

export interface BoardFact {
  label: string;
  value: string;
}

/** The board's specs, audience and price, leaving out what it does not state. */
export function boardFacts(board: BoardFactsSource): BoardFact[] {
  const facts: (BoardFact | null)[] = [
    board.screen_size ? { label: BOARD_FACT_LABELS.screenSize, value: board.screen_size } : null,
    ((value) => (value ? { label: BOARD_FACT_LABELS.resolution, value } : null))(resolutionText(board)),
    { label: BOARD_FACT_LABELS.spot, value: spotText(board) },
    board.operating_hours ? { label: BOARD_FACT_LABELS.hours, value: board.operating_hours } : null,
    board.facing ? { label: BOARD_FACT_LABELS.facing, value: board.facing } : null,
    { label: BOARD_FACT_LABELS.audience, value: audienceText(board) },
    { label: BOARD_FACT_LABELS.price, value: priceText(board) },
  ];
  return facts.filter((fact): fact is BoardFact => fact !== null);
}
