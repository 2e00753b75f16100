import { describe, expect, it } from 'vitest';
import { mergeSummaries, partsOf, PLAYS_PER_REQUEST, type ImportSummary } from './import-summary';

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

describe('partsOf', () => {
  const at = (second: number) => new Date(Date.UTC(2026, 10, 16, 14) + second * 1000).toISOString();
  // Plays ordered by board and time, one instant per row unless said otherwise.
  const plays = (n: number, board = 'Dundas') => Array.from({ length: n }, (_, i) => ({ board, played_at: at(i) }));

  it('cuts parts of PLAYS_PER_REQUEST rows, the last one shorter', () => {
    expect(partsOf(plays(2 * PLAYS_PER_REQUEST + 3))).toEqual([
      [0, PLAYS_PER_REQUEST],
      [PLAYS_PER_REQUEST, 2 * PLAYS_PER_REQUEST],
      [2 * PLAYS_PER_REQUEST, 2 * PLAYS_PER_REQUEST + 3],
    ]);
    expect(partsOf([])).toEqual([]);
  });

  it('keeps the rows of one play on one board together when a part would split them', () => {
    const rows = plays(PLAYS_PER_REQUEST + 10);
    // The part's last row and the next two are one instant on the board (a layout's and its media's statistic).
    const instant = rows[PLAYS_PER_REQUEST - 1]!.played_at;
    rows[PLAYS_PER_REQUEST] = { board: 'Dundas', played_at: instant };
    rows[PLAYS_PER_REQUEST + 1] = { board: 'Dundas', played_at: instant };
    expect(partsOf(rows)).toEqual([
      [0, PLAYS_PER_REQUEST + 2],
      [PLAYS_PER_REQUEST + 2, PLAYS_PER_REQUEST + 10],
    ]);
  });

  it('splits where the board changes, even at the same instant', () => {
    const rows = [...plays(PLAYS_PER_REQUEST, 'Dundas'), ...plays(5, 'Wellington')];
    rows[PLAYS_PER_REQUEST] = { board: 'Wellington', played_at: rows[PLAYS_PER_REQUEST - 1]!.played_at };
    expect(partsOf(rows)).toEqual([
      [0, PLAYS_PER_REQUEST],
      [PLAYS_PER_REQUEST, PLAYS_PER_REQUEST + 5],
    ]);
  });
});
