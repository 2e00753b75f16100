// The advertiser's delivery report at a cycle's end (the outbox's
// 'cycle_report'): per board, the plays delivered against contracted and the
// impressions estimate, with its method in one sentence, then the printable
// report and the plays' CSV (the footer links their account, as every
// advertiser e-mail does). Figures only: nothing the advertiser typed.

import { accountCampaignUrl } from './artwork-emails.ts';
import { formatDay } from './booking-cycles.ts';
import { aboutImpressions, deliveredImpressions, IMPRESSIONS_METHOD, type ImpressionsFigures } from './delivered-impressions.ts';
import { paragraphsPage } from './email-html.ts';
import type { OutgoingEmail } from './mailer.ts';
import { formatCount } from './count-format.ts';

/** One board's figures in the cycle (public.cycle_report_facts). */
export interface CycleReportBoard extends ImpressionsFigures {
  board_name: string;
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

export const CYCLE_REPORT_LINES = {
  subject: (reference: string, cycleStart: string) => `Your delivery report for the cycle starting ${formatDay(cycleStart)} (${reference})`,
  ended: (start: string, end: string) => `Your campaign’s cycle from ${formatDay(start)} to ${formatDay(end)} has ended. Here is what each board delivered.`,
  board: (board: CycleReportBoard) => {
    const plays =
      board.contracted === null
        ? `${formatCount(board.delivered)} plays delivered (contracted plays not stated)`
        : `${formatCount(board.delivered)} of ${formatCount(board.contracted)} contracted plays delivered (${board.contracted > 0 ? ((board.delivered / board.contracted) * 100).toFixed(1) : '0.0'}%)`;
    const impressions = deliveredImpressions(board);
    return `${board.board_name}: ${plays}; ${impressions === null ? 'impressions not estimated' : `${aboutImpressions(impressions)} estimated impressions`}.`;
  },
  method: IMPRESSIONS_METHOD,
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
