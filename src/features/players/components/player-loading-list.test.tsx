import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bytesOf, captureDownloads } from '@/testing/download-fakes';
import { fakeSupabase } from '@/testing/supabase-fakes';
import type { LoadingRun } from '../lib/loading-plan';
import { PLAYERS_TEXT, PlayerLoadingList } from './player-loading-list';
import { setupUser } from '@/testing/user-events';

const rpc = vi.fn();
const createSignedUrl = vi.fn();

const run = (over: Partial<LoadingRun>): LoadingRun => ({
  location_id: 'b1',
  board: 'Dundas & Richmond',
  campaign_id: 'c1',
  reference: 'C-7K3Q9X',
  campaign_name: 'Pizza, downtown',
  version_id: 'v1',
  version: 1,
  storage_path: 'campaigns/c1/one.png',
  content_type: 'image/png',
  load_on: '2026-12-07',
  last_day: '2027-01-03',
  make_good_days: 0,
  ...over,
});

const RUNS: LoadingRun[] = [
  run({}),
  run({ version_id: 'v2', version: 2, storage_path: 'campaigns/c1/two.jpg', content_type: 'image/jpeg', load_on: '2027-01-04', last_day: '2027-01-31' }),
  run({ campaign_id: 'c2', reference: 'C-AAAAAA', campaign_name: 'Garage', version_id: null, version: null, storage_path: null, content_type: null }),
  run({
    location_id: 'b0',
    board: 'Adelaide & Oxford',
    campaign_id: 'c3',
    reference: 'C-BBBBBB',
    storage_path: 'campaigns/c3/x.png',
    load_on: '2026-11-09',
    last_day: '2026-12-06',
    make_good_days: 3,
  }),
];

const PNG = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);

beforeEach(() => {
  rpc.mockReset().mockResolvedValue({ data: RUNS, error: null, status: 200 });
  createSignedUrl.mockReset().mockImplementation(async (path: string) => ({ data: { signedUrl: `https://storage.example/${path}` }, error: null }));
  fakeSupabase({ rpc, storage: { from: () => ({ createSignedUrl }) } });
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlayerLoadingList today="2026-12-10" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PlayerLoadingList', () => {
  it('lists per board and day the files to load and to remove, from the current cycle for a year', async () => {
    renderList();
    const dundas = await screen.findByRole('region', { name: 'Dundas & Richmond' });
    expect(rpc).toHaveBeenCalledWith('player_loading_list', { p_from: '2026-12-07', p_until: '2027-12-05' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Adelaide & Oxford', 'Dundas & Richmond']);
    expect(
      within(dundas)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Load from Mon Dec 7, 2026', 'Remove after Sun Jan 3, 2027', 'Load from Mon Jan 4, 2027', 'Remove after Sun Jan 31, 2027']);
    const firstLoad = within(dundas).getByRole('table', { name: 'Load from Mon Dec 7, 2026' });
    expect(
      within(firstLoad)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Campaign', 'Version', 'File name']);
    expect(within(firstLoad).getAllByRole('row')[1]).toHaveTextContent('C-7K3Q9X Pizza, downtown1C-7K3Q9X-v1.png');
    expect(within(dundas).getByRole('table', { name: 'Load from Mon Jan 4, 2027' })).toHaveTextContent('C-7K3Q9X-v2.jpg');
    expect(within(dundas).getByRole('link', { name: PLAYERS_TEXT.missing('C-AAAAAA', 'Garage') })).toHaveAttribute('href', '/admin/campaigns/c2');
    const adelaide = screen.getByRole('region', { name: 'Adelaide & Oxford' });
    const removal = within(adelaide).getByRole('table', { name: 'Remove after Sun Dec 6, 2026' });
    expect(removal).toHaveTextContent('C-BBBBBB-v1.png');
    // Why it plays on past its campaign's cycles: a make-good's extra days.
    expect(within(removal).getAllByRole('row')[1]).toHaveTextContent('Includes 3 make-good days');
    expect(within(dundas).queryByText(/make-good/)).toBeNull();
  });

  it('shows one board, and downloads its list as CSV and one day’s files as a ZIP under their player names', async () => {
    const user = setupUser();
    const downloads = captureDownloads();
    const fetchFile = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(PNG));
    renderList();
    await user.selectOptions(await screen.findByLabelText(PLAYERS_TEXT.board), screen.getByRole('option', { name: 'Dundas & Richmond' }));
    expect(screen.queryByRole('region', { name: 'Adelaide & Oxford' })).toBeNull();

    await user.click(screen.getByRole('button', { name: PLAYERS_TEXT.downloadCsv }));
    expect(downloads.names).toEqual(['players-dundas-richmond-2026-12-07.csv']);
    const csv = new TextDecoder().decode(await bytesOf(downloads.blobs[0]!));
    expect(csv).toContain('Dundas & Richmond,Load from,2026-12-07,C-7K3Q9X,"Pizza, downtown",1,C-7K3Q9X-v1.png\r\n');
    expect(csv).not.toContain('Adelaide');

    await user.click(screen.getByRole('button', { name: PLAYERS_TEXT.zipName('Dundas & Richmond', '2026-12-07') }));
    await waitFor(() => expect(downloads.names).toHaveLength(2));
    expect(downloads.names[1]).toBe('players-dundas-richmond-2026-12-07.zip');
    expect(createSignedUrl).toHaveBeenCalledWith('campaigns/c1/one.png', expect.any(Number));
    expect(fetchFile).toHaveBeenCalledWith('https://storage.example/campaigns/c1/one.png');
    const zip = unzipSync(await bytesOf(downloads.blobs[1]!));
    expect(Object.keys(zip)).toEqual(['C-7K3Q9X-v1.png']);
    expect([...zip['C-7K3Q9X-v1.png']!]).toEqual([...PNG]);
  });
});
