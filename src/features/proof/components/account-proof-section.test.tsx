import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bytesOf, captureDownloads } from '@/testing/download-fakes';
import { type BuilderCall, fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { PLAYS_CSV_HEADER } from '../lib/plays-csv';
import { PROOF_TEXT } from '../lib/proof-text';
import { answer, CAMPAIGN_ID, proofRpc } from '../testing/proof-fixtures';
import { AccountProofSection } from './account-proof-section';
import { setupUser } from '@/testing/user-events';

const mocks = { rpc: vi.fn(), calls: [] as BuilderCall[] };

// The app's one client, faked by spies on the real object (src/testing).
beforeEach(() => {
  fakeSupabase({
    rpc: mocks.rpc,
    from: fakeFrom(mocks.calls, answer),
    storage: { from: () => ({ createSignedUrl: async (path: string) => ({ data: { signedUrl: `https://storage.test/${path}?token=t` }, error: null }) }) },
  });
});

const PLAY = {
  board_name: 'London — Dundas St Downtown',
  cycle_start: '2026-12-07',
  played_at: '2026-12-08T11:00:00+00:00',
  creative_ref: 'C-7K3Q9X',
  seconds: 8,
  make_good: false,
};

beforeEach(() => {
  mocks.rpc.mockReset();
  mocks.rpc.mockImplementation(proofRpc([PLAY]));
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AccountProofSection campaignId={CAMPAIGN_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AccountProofSection', () => {
  it('shows per board and cycle the figures and the time-stamped photos, and links to the report', async () => {
    renderSection();
    const first = (await screen.findByRole('heading', { name: 'London — Dundas St Downtown: Mon Dec 7, 2026 to Sun Jan 3, 2027' })).closest('article')!;
    expect(within(first).getByText('37,044 (98.0%)')).toBeTruthy();
    expect(within(first).getByText('37,800')).toBeTruthy();
    expect(within(first).getByRole('img').getAttribute('alt')).toMatch(/photographed Dec 8, 2026, 6:05\sp\.m\.\sEST$/);
    expect(
      within(first)
        .getByText(/Dec 8, 2026, 6:05\sp\.m\.\sEST/, { selector: 'time' })
        .getAttribute('datetime'),
    ).toBe('2026-12-08T23:05:00Z');
    const oxford = screen.getByRole('heading', { name: /^London — Oxford St W/ }).closest('article')!;
    expect(within(oxford).getByText(PROOF_TEXT.hoursUnknown)).toBeTruthy();
    expect(within(oxford).getByText(PROOF_TEXT.noPhotos)).toBeTruthy();
    expect(screen.getByRole('link', { name: PROOF_TEXT.openReport }).getAttribute('href')).toBe(`/account/campaigns/${CAMPAIGN_ID}/report`);
  });

  it("downloads the campaign's plays as a CSV, page by page", async () => {
    const user = setupUser();
    const downloads = captureDownloads();
    renderSection();
    await user.click(await screen.findByRole('button', { name: PROOF_TEXT.downloadCsv }));
    await waitFor(() => expect(downloads.names).toHaveLength(1));
    expect(mocks.rpc).toHaveBeenCalledWith('campaign_plays', { p_campaign: CAMPAIGN_ID, p_offset: 0, p_limit: 1000 });
    expect(downloads.names[0]).toBe('plays-C-7K3Q9X.csv');
    // The CSV after the BOM downloadCsv puts first for Excel.
    const csv = new TextDecoder().decode(await bytesOf(downloads.blobs[0]!));
    expect(csv.split('\r\n')[0]).toBe(PLAYS_CSV_HEADER.join(','));
    expect(csv).toContain('London — Dundas St Downtown,2026-12-07,2026-12-08 06:00 EST,2026-12-08T11:00:00.000Z,C-7K3Q9X,8,\r\n');
  });

  it('says so when the proof cannot be read', async () => {
    mocks.rpc.mockImplementation(async () => ({
      data: null,
      error: { message: 'Only the campaign’s advertiser and the staff can see its proof.', code: '42501' },
    }));
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain(PROOF_TEXT.failed);
  });
});
