// The advertiser's delivery report at a cycle's end (the outbox's
// 'cycle_report'): per board, the plays delivered against contracted and the
// impressions estimate, with its method in one sentence, then the printable
// report and the plays' CSV (the footer links their account, as every
// advertiser e-mail does). Figures only: nothing the advertiser typed.

import { accountCampaignUrl } from './artwork-emails.ts';
import { formatDay } from './booking-cycles.ts';
import { CAMPAIGN } from './business-rules.ts';
import { paragraphsPage } from './email-html.ts';
import type { OutgoingEmail } from './mailer.ts';

/** One board's figures in the cycle (public.cycle_report_facts). */
export interface CycleReportBoard {
  board_name: string;
  /** Null when the board's hours are not in a form the count reads. */
  contracted: number | null;
  delivered: number;
  /** The board's daily traffic count; null when it publishes none. */
  daily_impressions: number | null;
  slots_per_loop: number;
}

/** public.cycle_report_facts: the campaign, where to send, and its boards in the cycle. */
export interface CycleReportFacts {
  campaign_id: string;
  reference: string;
  name: string | null;
  email: string | null;
  cycle_start: string;
  cycle_end: string;
  boards: CycleReportBoard[];
}

/**
 * The advertiser's impressions in a cycle: the board's daily traffic over
 * the cycle, weighed by their share of the loop (the board page's estimate),
 * then by the share of the contracted plays delivered. Null without a
 * traffic count or a contracted figure to weigh by.
 */
export function deliveredImpressions(board: Pick<CycleReportBoard, 'contracted' | 'delivered' | 'daily_impressions' | 'slots_per_loop'>): number | null {
  if (board.daily_impressions === null || !board.contracted || board.slots_per_loop < 1) return null;
  return Math.round(((board.daily_impressions * CAMPAIGN.cycleDays) / board.slots_per_loop) * (board.delivered / board.contracted));
}

const COUNT = new Intl.NumberFormat('en-CA');
/** An estimate, so to the nearest hundred. */
const about = (n: number) => `about ${COUNT.format(Math.round(n / 100) * 100)}`;

export const CYCLE_REPORT_LINES = {
  subject: (reference: string, cycleStart: string) => `Your delivery report for the cycle starting ${formatDay(cycleStart)} (${reference})`,
  ended: (start: string, end: string) => `Your campaign’s cycle from ${formatDay(start)} to ${formatDay(end)} has ended. Here is what each board delivered.`,
  board: (board: CycleReportBoard) => {
    const plays =
      board.contracted === null
        ? `${COUNT.format(board.delivered)} plays delivered (contracted plays not stated)`
        : `${COUNT.format(board.delivered)} of ${COUNT.format(board.contracted)} contracted plays delivered (${board.contracted > 0 ? ((board.delivered / board.contracted) * 100).toFixed(1) : '0.0'}%)`;
    const impressions = deliveredImpressions(board);
    return `${board.board_name}: ${plays}; ${impressions === null ? 'impressions not estimated' : `${about(impressions)} estimated impressions`}.`;
  },
  method: `How impressions are estimated: the board’s daily traffic count × the cycle’s ${CAMPAIGN.cycleDays} days × your share of the loop (one of its spots) × the plays delivered ÷ the plays contracted.`,
  report: (url: string) => `See the photos and print the report: ${url}`,
  csv: (url: string) => `Every play, as a CSV: “Download the plays (CSV)” on your campaign’s page, ${url}`,
  reference: (reference: string) => `Reference: ${reference}`,
} as const;

/** The printable report's address; the site's accountCampaignReport. */
export const cycleReportUrl = (campaignId: string) => `${accountCampaignUrl(campaignId)}/report`;

/** The cycle's report e-mail; null without an address or a board. */
export function buildCycleReportEmail(facts: CycleReportFacts): OutgoingEmail | null {
  if (!facts.email || facts.boards.length === 0) return null;
  const subject = CYCLE_REPORT_LINES.subject(facts.reference, facts.cycle_start);
  const body = paragraphsPage(subject, [
    CYCLE_REPORT_LINES.ended(facts.cycle_start, facts.cycle_end),
    ...facts.boards.map(CYCLE_REPORT_LINES.board),
    CYCLE_REPORT_LINES.method,
    CYCLE_REPORT_LINES.report(cycleReportUrl(facts.campaign_id)),
    CYCLE_REPORT_LINES.csv(accountCampaignUrl(facts.campaign_id)),
    CYCLE_REPORT_LINES.reference(facts.reference),
  ]);
  return { to: facts.email, subject, ...body };
}
