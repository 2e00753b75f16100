import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import type { ImportSummary } from '../lib/exports/import-summary';
import { parseFile } from '../lib/exports/parsed-file';
import type { ParseOptions } from '../lib/exports/parse-export';
import { loadExportFixture } from '../testing/load-fixture';
import { CATEGORY_TEXT, PROOF_OF_PLAY_TEXT, ProofOfPlayImport } from './proof-of-play-import';
import { setupUser } from '@/testing/user-events';

const rpc = vi.fn();

// The worker's own work, done in the test's thread (jsdom has no Worker).
const parse = async (file: File, options: ParseOptions) => parseFile(await file.text(), options);
const csvFile = (text: string) => Object.assign(new File([text], 'stats.csv', { type: 'text/csv' }), { text: async () => text });

const SUMMARY: ImportSummary = {
  rows: 3,
  merged: 0,
  stored: 0,
  matched: [
    { campaign_id: 'c1', reference: 'C-7K3Q9X', name: 'Pizza, downtown', rows: 2, plays: 2, already_imported: 0, make_good_plays: 0 },
    { campaign_id: 'c2', reference: 'C-9MG3KD', name: 'Pizza, made good', rows: 1, plays: 40, already_imported: 1, make_good_plays: 40 },
  ],
  unmatched: [
    {
      category: 'unknown_display',
      rows: 1,
      plays: 12,
      first: [{ line: 4, board: 'Oxford & Wharncliffe', played_at: '2026-12-08T14:00:00.000Z', name: 'C-4MPW2R.mp4' }],
    },
  ],
};

beforeEach(() => {
  rpc.mockReset();
  rpc.mockImplementation(async (_name: string, args: { p_store: boolean }) => ({ data: { ...SUMMARY, stored: args.p_store ? 2 : 0 }, error: null }));
  fakeSupabase({ rpc });
});

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProofOfPlayImport parse={parse} />
    </QueryClientProvider>,
  );
}

describe('ProofOfPlayImport', () => {
  it('summarises a Xibo export before storing it, lists what matched nothing, and stores only once confirmed', async () => {
    const user = setupUser();
    renderScreen();
    await user.upload(screen.getByLabelText(PROOF_OF_PLAY_TEXT.file), csvFile(loadExportFixture('xibo-stats-utc.csv')));

    const summary = await screen.findByRole('region', { name: 'stats.csv (Xibo CMS proof of play export)' }, { timeout: 10_000 });
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc.mock.calls[0]![0]).toBe('import_proof_of_play');
    expect(rpc.mock.calls[0]![1]).toMatchObject({ p_format: 'xibo', p_store: false });
    expect((rpc.mock.calls[0]![1] as { p_rows: unknown[] }).p_rows).toHaveLength(3);
    expect(within(summary).getByText('C-7K3Q9X Pizza, downtown: 2 plays')).toBeTruthy();
    // Plays within a make-good's extra days are the campaign's, and said apart.
    expect(within(summary).getByText('C-9MG3KD Pizza, made good: 40 plays, 40 of them in make-good days (1 row imported before)')).toBeTruthy();
    expect(within(summary).getByText(CATEGORY_TEXT.unknown_display(12))).toBeTruthy();
    expect(within(summary).getByText('Line 4: Oxford & Wharncliffe, 2026-12-08T14:00:00.000Z, C-4MPW2R.mp4')).toBeTruthy();
    // Read in the browser: the row that could not be read and the event that is no play.
    expect(within(summary).getByText(CATEGORY_TEXT.unreadable(1))).toBeTruthy();
    expect(within(summary).getByText(CATEGORY_TEXT.notPlays(1))).toBeTruthy();

    await user.click(within(summary).getByRole('button', { name: PROOF_OF_PLAY_TEXT.confirm(42) }));
    expect(await screen.findByText(PROOF_OF_PLAY_TEXT.stored('stats.csv', 2, 3))).toBeTruthy();
    expect(rpc).toHaveBeenCalledTimes(2);
    expect(rpc.mock.calls[1]![1]).toMatchObject({ p_store: true });
  });
});
