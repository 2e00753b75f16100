import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type BuilderCall, fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { parseFile } from '../lib/exports/parsed-file';
import type { ParseOptions } from '../lib/exports/parse-export';
import { PROOF_TEXT } from '../lib/proof-text';
import { MAKE_GOOD_PROOF_TEXT } from '../lib/make-good-text';
import { answer, CAMPAIGN_ID, PHOTO, proofRpc } from '../testing/proof-fixtures';
import { CATEGORY_TEXT, PROOF_OF_PLAY_TEXT } from './proof-of-play-import';
import { StaffProofSection } from './staff-proof-section';
import { setupUser } from '@/testing/user-events';

const mocks = { rpc: vi.fn(), calls: [] as unknown[], remove: vi.fn() };

// The worker's own work, done in the test's thread (jsdom has no Worker).
vi.mock('../lib/exports/parse-in-worker', () => ({
  parseInWorker: async (file: File, options: ParseOptions) => parseFile(await file.text(), options),
}));

beforeEach(() => {
  fakeSupabase({
    rpc: mocks.rpc,
    from: fakeFrom(mocks.calls as BuilderCall[], answer),
    storage: {
      from: () => ({
        createSignedUrl: async (path: string) => ({ data: { signedUrl: `https://storage.test/${path}?token=t` }, error: null }),
        remove: mocks.remove,
      }),
    },
  });
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StaffProofSection campaignId={CAMPAIGN_ID} />
    </QueryClientProvider>,
  );
}

// jsdom's File has no text(); a browser's has.
const csvFile = (text: string) => Object.assign(new File([text], 'dundas-december.csv', { type: 'text/csv' }), { text: async () => text });

beforeEach(() => {
  mocks.calls.length = 0;
  mocks.remove.mockReset();
  mocks.remove.mockResolvedValue({ data: [], error: null });
  mocks.rpc.mockReset();
  mocks.rpc.mockImplementation(proofRpc());
});

describe('StaffProofSection', () => {
  it('shows contracted against delivered per board and cycle, and each photo with when it was taken', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: PROOF_TEXT.figuresCaption });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'BoardCycleContractedDeliveredDelivered share',
      'London — Dundas St DowntownMon Dec 7, 2026 to Sun Jan 3, 202737,80037,04498.0%',
      'London — Dundas St DowntownMon Jan 4, 2027 to Sun Jan 31, 202737,80000.0%',
      'London — Oxford St W at Hyde Park RdMon Dec 7, 2026 to Sun Jan 3, 2027Not stated12',
    ]);
    const photo = screen.getByRole('img', { name: /^The ad on London — Dundas St Downtown, photographed Dec 8, 2026, 6:05\sp\.m\.\sEST$/ });
    expect(photo.getAttribute('src')).toContain('token=');
    expect(screen.getAllByText(PROOF_TEXT.noPhotos)).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Board and cycle' })).toBeTruthy();
    // The make-goods, under the cycles they make good.
    expect(screen.getAllByRole('term').filter((t) => t.textContent === MAKE_GOOD_PROOF_TEXT.label)).toHaveLength(2);
    expect(screen.getByText('Credit note CN-2027-0004: $250.00 before HST ($282.50 with HST)')).toBeTruthy();
    expect(await screen.findByText(/^dundas-week-49\.csv, Dec 14, 2026, 9:30\sa\.m\.\sEST: 11990 new of 12000 rows$/)).toBeTruthy();
  });

  it("imports a play log for this campaign only: the database's summary lists other campaigns' plays, and nothing is stored before the staff confirm", async () => {
    const user = setupUser();
    renderSection();
    await screen.findByRole('table');
    const csv = [
      'board,played_at,creative,seconds',
      'london-dundas-st-downtown,2026-12-08T06:00:00-05:00,C-7K3Q9X-v1.jpg,8',
      'london-oxford-st,2026-10-14T10:00:00-05:00,C-4MPW2R-v2.mp4,8',
    ].join('\n');
    const summary = (store: boolean) => ({
      rows: 2,
      merged: 0,
      stored: store ? 1 : 0,
      matched: [{ campaign_id: CAMPAIGN_ID, reference: 'C-7K3Q9X', name: 'Pizza', rows: 1, plays: 1, already_imported: 0, make_good_plays: 0 }],
      unmatched: [
        {
          category: 'other_campaign',
          rows: 1,
          plays: 1,
          first: [{ line: 3, board: 'london-oxford-st', played_at: '2026-10-14T14:00:00.000Z', name: 'C-4MPW2R-v2.mp4' }],
        },
      ],
    });
    mocks.rpc.mockImplementation(async (name: string, args: { p_store?: boolean }) =>
      name === 'import_proof_of_play' ? { data: summary(args.p_store === true), error: null } : proofRpc()(name),
    );
    await user.upload(screen.getByLabelText(PROOF_OF_PLAY_TEXT.file), csvFile(csv));
    expect(await screen.findByText(CATEGORY_TEXT.other_campaign(1))).toBeTruthy();
    const sent = mocks.rpc.mock.calls.filter(([name]) => name === 'import_proof_of_play');
    expect(sent).toHaveLength(1);
    expect(sent[0]![1]).toMatchObject({ p_format: 'site', p_store: false, p_campaign: CAMPAIGN_ID });
    expect((sent[0]![1] as { p_rows: unknown[] }).p_rows).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: PROOF_OF_PLAY_TEXT.confirm(1) }));
    expect(await screen.findByText(PROOF_OF_PLAY_TEXT.stored('dundas-december.csv', 1, 1))).toBeTruthy();
    const stores = mocks.rpc.mock.calls.filter(([name]) => name === 'import_proof_of_play').slice(1);
    expect(stores.map(([, args]) => [(args as { p_store: boolean }).p_store, (args as { p_campaign: string }).p_campaign])).toEqual([[true, CAMPAIGN_ID]]);
  });

  it('removes a photo: its record, then its file', async () => {
    const user = setupUser();
    renderSection();
    await user.click(await screen.findByRole('button', { name: /^Remove the photo taken Dec 8, 2026/ }));
    await waitFor(() => expect(mocks.remove).toHaveBeenCalledWith([PHOTO.storage_path]));
    const deletion = (mocks.calls as BuilderCall[]).filter((c) => c.table === 'proof_photos' && (c.method === 'delete' || c.method === 'eq'));
    expect(deletion.map((c) => [c.method, ...c.args])).toEqual([
      ['eq', 'campaign_id', CAMPAIGN_ID],
      ['delete'],
      ['eq', 'id', PHOTO.id],
      ['eq', 'campaign_id', CAMPAIGN_ID],
    ]);
  });
});
