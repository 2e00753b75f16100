import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import type { CampaignArtwork } from '../api/artwork';
import { StaffArtworkView } from './staff-artwork-section';
import { setupUser } from '@/testing/user-events';

const mocks = { rpc: vi.fn(), createSignedUrl: vi.fn() };

beforeEach(() => {
  mocks.createSignedUrl.mockReset().mockImplementation(async (path: string) => ({ data: { signedUrl: `https://storage.test/signed/${path}` }, error: null }));
  fakeSupabase({ rpc: mocks.rpc, storage: { from: () => ({ createSignedUrl: mocks.createSignedUrl }) } });
});

const CAMPAIGN = 'c0000000-0000-4000-8000-000000000001';
const NOW = new Date('2026-11-26T17:00:00Z');

const artwork: CampaignArtwork = {
  versions: [
    {
      id: 'v1',
      campaign_id: CAMPAIGN,
      location_id: null,
      version: 1,
      storage_path: 'requests/2026-11/a.png',
      content_type: 'image/png',
      width: null,
      height: null,
      bytes: 2048,
      state: 'approved',
      reject_reason: null,
      staff_comment: null,
      decided_by: 'staff',
      decided_at: '2026-11-26T15:00:00Z',
      uploaded_by: null,
      source: 'request',
      applies_from: null,
      replaces: null,
      created_at: '2026-11-20T15:00:00Z',
    },
  ],
  boards: [{ id: 'b1', name: 'London — Dundas St Downtown', screen_width_px: 840, screen_height_px: 400 }],
  cycleStarts: ['2026-12-07'],
  goLive: {
    campaign_id: CAMPAIGN,
    first_cycle: '2026-12-07',
    approved_at: '2026-11-26T15:00:00Z',
    rule_go_live_at: '2026-12-07T05:00:00Z',
    override_at: '2026-12-08T14:00:00Z',
    override_reason: 'Board maintenance on Monday',
    override_set_at: '2026-11-26T16:00:00Z',
    go_live_at: '2026-12-08T14:00:00Z',
  },
};

function renderView(shown: CampaignArtwork = artwork) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StaffArtworkView campaignId={CAMPAIGN} artwork={shown} now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => mocks.rpc.mockReset().mockResolvedValue({ data: null, error: null }));

describe('StaffArtworkView', () => {
  it('shows each version with a link to its file, the go-live by the rule and the staff’s override with its reason', () => {
    renderView();
    expect(screen.getByText('Version 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View artwork' })).toBeInTheDocument();
    expect(screen.getByText('By the rule: Goes live Mon Dec 7, 2026 at 12:00 a.m. (Toronto time).')).toBeInTheDocument();
    expect(
      screen.getByText('Set by the staff: Goes live Tue Dec 8, 2026 at 9:00 a.m. (Toronto time). Reason: Board maintenance on Monday'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review pending artwork' })).toHaveAttribute('href', '/admin/artwork');
  });

  it('shows each version’s thumbnail, lazy-loaded through a signed link', async () => {
    renderView();
    const thumb = await screen.findByRole('img', { name: 'Artwork version 1' });
    expect(thumb).toHaveAttribute('src', 'https://storage.test/signed/requests/2026-11/a.png');
    expect(thumb).toHaveAttribute('loading', 'lazy');
  });

  it('sets the go-live date as Toronto time, with the reason', async () => {
    const user = setupUser();
    renderView();
    await user.type(screen.getByLabelText('Goes live at (Toronto time)'), '2026-12-09T10:30');
    await user.type(screen.getByLabelText('Reason'), 'Advertiser asked for Wednesday');
    await user.click(screen.getByRole('button', { name: 'Set go-live' }));
    await waitFor(() =>
      expect(mocks.rpc).toHaveBeenCalledWith('set_go_live', {
        p_campaign: CAMPAIGN,
        p_at: '2026-12-09T15:30:00.000Z',
        p_reason: 'Advertiser asked for Wednesday',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Go-live date saved.');
  });

  it('for a campaign that holds no boards (cancelled), keeps its versions and offers no deadline or go-live to set', () => {
    renderView({ ...artwork, boards: [], cycleStarts: [], goLive: null });
    expect(screen.getByText('Version 1')).toBeInTheDocument();
    expect(
      screen.getByText('The campaign holds no boards now (cancelled, declined or ended): its artwork is kept as it was, with nothing to approve or set.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^By the rule/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Set the go-live date' })).toBeNull();
  });
});
