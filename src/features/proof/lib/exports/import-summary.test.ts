import { describe, expect, it } from 'vitest';
import { mergeSummaries, type ImportSummary } from './import-summary';

const part = (plays: number, makeGood: number, before: number): ImportSummary => ({
  rows: plays,
  merged: 0,
  stored: 0,
  matched: [{ campaign_id: 'c1', reference: 'C-9MG3KD', name: 'Pizza', rows: plays, plays, already_imported: before, make_good_plays: makeGood }],
  unmatched: [],
});

describe('mergeSummaries', () => {
  it('adds up a campaign’s plays over the parts of a file, those in make-good days apart', () => {
    expect(mergeSummaries([part(10, 4, 1), part(5, 5, 0)]).matched).toEqual([
      { campaign_id: 'c1', reference: 'C-9MG3KD', name: 'Pizza', rows: 15, plays: 15, already_imported: 1, make_good_plays: 9 },
    ]);
  });
});
