import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type BuilderCall, fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { PLAY_LOG_TEXT } from '../lib/play-log';
import { PROOF_TEXT } from '../lib/proof-text';
import { answer, CAMPAIGN_ID, FIGURES, PHOTO } from '../testing/proof-fixtures';
import { PLAY_LOG_IMPORT_TEXT } from './play-log-import';
import { StaffProofSection } from './staff-proof-section';

const mocks = { rpc: vi.fn(), calls: [] as unknown[], remove: vi.fn() };

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
  mocks.rpc.mockImplementation(async (name: string) => (name === 'campaign_proof' ? { data: FIGURES, error: null } : { data: null, error: null }));
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
    expect(await screen.findByText(/^dundas-week-49\.csv, Dec 14, 2026, 9:30\sa\.m\.\sEST: 11990 new of 12000 rows$/)).toBeTruthy();
  });

  it('imports nothing from a file with bad rows and names each line', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');
    const csv = [
      'board,played_at,creative,seconds',
      'london-dundas-st-downtown,2026-12-08T06:00:00-05:00,C-7K3Q9X,8',
      'london-dundas-st-downtown,2026-12-08 06:00,C-7K3Q9X,8',
      ',2026-12-08T06:00:00Z,C-7K3Q9X,8',
    ].join('\n');
    await user.upload(screen.getByLabelText(PLAY_LOG_IMPORT_TEXT.label), csvFile(csv));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PLAY_LOG_IMPORT_TEXT.rejected('dundas-december.csv'));
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Line 3: ${PLAY_LOG_TEXT.playedAtNoOffset}`, `Line 4: ${PLAY_LOG_TEXT.boardMissing}`]);
    expect(mocks.rpc).not.toHaveBeenCalledWith('import_play_log', expect.anything());
  });

  it("shows the database's refusals by line, and a good import's count", async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');
    const csv = 'board,played_at,creative,seconds\r\nnot-a-board,2026-12-08T06:00:00-05:00,C-7K3Q9X,8\r\n';
    mocks.rpc.mockImplementation(async (name: string) =>
      name === 'import_play_log'
        ? { data: { errors: [{ line: 2, reason: 'No board has the slug "not-a-board".' }] }, error: null }
        : { data: FIGURES, error: null },
    );
    await user.upload(screen.getByLabelText(PLAY_LOG_IMPORT_TEXT.label), csvFile(csv));
    expect((await screen.findByRole('alert')).textContent).toContain('Line 2: No board has the slug "not-a-board".');
    expect(mocks.rpc).toHaveBeenCalledWith('import_play_log', {
      p_file_name: 'dundas-december.csv',
      p_rows: [{ line: 2, board: 'not-a-board', played_at: '2026-12-08T06:00:00-05:00', creative: 'C-7K3Q9X', seconds: 8 }],
    });

    mocks.rpc.mockImplementation(async (name: string) =>
      name === 'import_play_log' ? { data: { import_id: 'i1', rows_in_file: 1, rows_imported: 1, errors: [] }, error: null } : { data: FIGURES, error: null },
    );
    await user.upload(screen.getByLabelText(PLAY_LOG_IMPORT_TEXT.label), csvFile(csv));
    expect(await screen.findByText(PLAY_LOG_IMPORT_TEXT.imported('dundas-december.csv', 1, 1))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The figures are read again.
    await waitFor(() => expect(mocks.rpc.mock.calls.filter(([name]) => name === 'campaign_proof').length).toBeGreaterThan(1));
  });

  it('removes a photo: its record, then its file', async () => {
    const user = userEvent.setup();
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
