import { describe, expect, it } from 'vitest';
import { deliveredImpressions } from './delivered-impressions';
import { buildCycleReportEmail, CYCLE_REPORT_LINES, type CycleReportFacts } from './delivery-report';

const facts: CycleReportFacts = {
  campaign_id: 'a2000000-0000-4000-8000-0000000000c1',
  reference: 'C-7K3Q9X',
  name: 'Winter menu',
  email: 'pat@example.com',
  cycle_start: '2026-12-07',
  cycle_end: '2027-01-03',
  boards: [
    { board_name: 'London — Dundas St', contracted: 302_400, delivered: 200_000, daily_impressions: 20_000, slots_per_loop: 1 },
    { board_name: 'London — Oxford St', contracted: null, delivered: 1_200, daily_impressions: 30_000, slots_per_loop: 6 },
  ],
};

describe('the cycle’s delivery report e-mail', () => {
  it('says each board’s plays against contracted and its impressions, weighed by the share of the plays delivered', () => {
    // 20,000 a day × 28 days × the whole loop × 200,000 / 302,400.
    expect(deliveredImpressions(facts.boards[0]!)).toBe(370_370);
    expect(CYCLE_REPORT_LINES.board(facts.boards[0]!)).toBe(
      'London — Dundas St: 200,000 of 302,400 contracted plays delivered (66.1%); about 370,400 estimated impressions.',
    );
    expect(CYCLE_REPORT_LINES.board(facts.boards[1]!)).toBe(
      'London — Oxford St: 1,200 plays delivered (contracted plays not stated); impressions not estimated.',
    );
    const email = buildCycleReportEmail(facts)!;
    expect(email.subject).toBe('Your delivery report for the cycle starting Mon Dec 7, 2026 (C-7K3Q9X)');
    expect(email.text).toContain('Your campaign’s cycle from Mon Dec 7, 2026 to Sun Jan 3, 2027 has ended.');
    expect(email.text).toContain(CYCLE_REPORT_LINES.method);
    expect(email.text).toContain(`/account/campaigns/${facts.campaign_id}/report`);
  });

  it('is not built without an address', () => {
    expect(buildCycleReportEmail({ ...facts, email: null })).toBeNull();
  });
});
