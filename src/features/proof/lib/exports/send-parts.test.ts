import { describe, expect, it } from 'vitest';
import { PLAYS_PER_REQUEST, type ImportSummary } from './import-summary';
import type { PlayerPlay } from './player-plays';
import { PARTS_IN_FLIGHT, RpcFailure, sendParts, type SendRequest } from './send-parts';

const REQUEST: SendRequest = {
  fileName: 'stats.csv',
  format: 'xibo',
  store: false,
  endpoint: { url: 'http://api.test', apikey: 'anon', token: 'staff-token' },
};

const plays = (n: number): PlayerPlay[] =>
  Array.from({ length: n }, (_, i) => ({
    line: i + 2,
    board: 'Dundas',
    played_at: new Date(Date.UTC(2026, 10, 16) + i * 8_000).toISOString(),
    names: ['C-7K3Q9X.mp4'],
    seconds: 8,
    count: 1,
  }));

/** What the database answers for a part: each row matched to one campaign, the part's first line listed as a sample. */
const answerFor = (rows: PlayerPlay[]): ImportSummary => ({
  rows: rows.length,
  merged: 0,
  stored: 0,
  matched: [{ campaign_id: 'c1', reference: 'C-7K3Q9X', name: 'Pizza', rows: rows.length, plays: rows.length, make_good_plays: 0, already_imported: 0 }],
  unmatched: [{ category: 'no_reference', rows: 1, plays: 1, first: [{ line: rows[0]!.line, board: 'Dundas', played_at: null, name: null }] }],
});

describe('sendParts', () => {
  it('sends every play once as the staff, in parts with a few in flight, and adds up the answers in the file order', async () => {
    const sent: PlayerPlay[][] = [];
    let inFlight = 0;
    let most = 0;
    const fetchFn = (async (url: string, init: RequestInit) => {
      expect(url).toBe('http://api.test/rest/v1/rpc/import_proof_of_play');
      expect(init.headers).toMatchObject({ apikey: 'anon', authorization: 'Bearer staff-token' });
      const body = JSON.parse(init.body as string) as { p_rows: PlayerPlay[]; p_store: boolean; p_format: string; p_file_name: string };
      expect(body).toMatchObject({ p_store: false, p_format: 'xibo', p_file_name: 'stats.csv' });
      sent.push(body.p_rows);
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Later parts answer first: the summary must still list samples in the file's order.
      await new Promise((resolve) => setTimeout(resolve, body.p_rows[0]!.line === 2 ? 20 : 1));
      inFlight -= 1;
      return new Response(JSON.stringify(answerFor(body.p_rows)), { status: 200 });
    }) as unknown as typeof fetch;
    const progress: number[] = [];
    const total = 2 * PLAYS_PER_REQUEST + 5;
    const summary = await sendParts(plays(total), REQUEST, fetchFn, (done) => progress.push(done));

    expect(sent.map((part) => part.length)).toEqual([PLAYS_PER_REQUEST, PLAYS_PER_REQUEST, 5]);
    expect(most).toBe(PARTS_IN_FLIGHT);
    expect(summary.rows).toBe(total);
    expect(summary.matched[0]!.plays).toBe(total);
    expect(summary.unmatched[0]!.first.map((r) => r.line)).toEqual([2, 2 + PLAYS_PER_REQUEST, 2 + 2 * PLAYS_PER_REQUEST]);
    expect(progress.at(-1)).toBe(total);
  });

  it('fails with the API error and status when a part is refused', async () => {
    const fetchFn = (async () =>
      new Response(JSON.stringify({ code: '42501', message: 'Only the site administrator can import proof of play.' }), {
        status: 403,
      })) as unknown as typeof fetch;
    const failure = await sendParts(plays(3), REQUEST, fetchFn, () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RpcFailure);
    expect(failure).toMatchObject({ status: 403, error: { code: '42501' }, message: 'Only the site administrator can import proof of play.' });
  });
});
