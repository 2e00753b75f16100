import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuilderCall } from '@/testing/fake-query-builder';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import { ArtworkQueue } from './artwork-queue';
import { setupUser } from '@/testing/user-events';

const mocks = {
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  calls: [] as BuilderCall[],
  rows: [] as unknown[],
  rpc: vi.fn(),
  invoke: vi.fn(),
};

beforeEach(() => {
  fakeSupabase({
    from: fakeFrom(mocks.calls, () => ({ data: mocks.rows, error: null, status: 200 })),
    rpc: mocks.rpc,
    functions: { invoke: mocks.invoke },
    storage: { from: () => ({ createSignedUrl: async (path: string) => ({ data: { signedUrl: `https://storage.example/${path}` }, error: null }) }) },
  });
  fakeToast(mocks.toast);
});

const entry = (over: Record<string, unknown>) => ({
  id: 'v1',
  campaign_id: 'c0000000-0000-4000-8000-000000000001',
  reference: 'C-OLD001',
  campaign_name: 'Forest City Pizza, downtown',
  advertiser: 'Forest City Pizza',
  version: 1,
  location_id: null,
  storage_path: 'campaigns/c1/a.png',
  content_type: 'image/png',
  width: 840,
  height: 400,
  bytes: 1000,
  applies_from: '2026-12-07',
  source: 'upload',
  created_at: '2026-11-20T15:00:00Z',
  boards: [{ id: 'b1', name: 'London — Dundas St Downtown', screen_width_px: 840, screen_height_px: 400 }],
  ...over,
});

function renderQueue() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ArtworkQueue />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mocks.calls.length = 0;
  mocks.rpc.mockReset().mockResolvedValue({ data: null, error: null });
  mocks.invoke.mockReset().mockResolvedValue({ data: { ok: true }, error: null });
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
  mocks.rows = [
    entry({}),
    entry({
      id: 'v2',
      reference: 'C-NEW002',
      version: 2,
      width: 1000,
      height: 1000,
      created_at: '2026-11-25T15:00:00Z',
      campaign_name: 'Western Auto Body',
      advertiser: 'Western Auto Body',
    }),
  ];
});

describe('ArtworkQueue', () => {
  it('lists the pending versions oldest first, each at its board’s proportions with its size check and a link to its campaign', async () => {
    renderQueue();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Forest City Pizza: Forest City Pizza, downtown (C-OLD001)',
      'Western Auto Body: Western Auto Body (C-NEW002)',
    ]);
    expect(mocks.calls).toContainEqual({ table: 'artwork_queue', method: 'order', args: ['created_at', { ascending: true }] });
    expect(within(cards[0]!).getByText('Fits London — Dundas St Downtown exactly (840 x 400 px).')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/needs artwork of 840 x 400 px/)).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/admin/campaigns/c0000000-0000-4000-8000-000000000001');
    const image = await within(cards[0]!).findByRole('img', { name: 'Version 1 of the artwork for C-OLD001' });
    expect(image.parentElement).toHaveStyle({ aspectRatio: '840 / 400' });
  });

  it('approves through approve_artwork alone: the database writes the advertiser’s e-mail, the browser calls no function', async () => {
    const user = setupUser();
    renderQueue();
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Version 1 of C-OLD001 approved.'));
    expect(mocks.rpc).toHaveBeenCalledWith('approve_artwork', { p_version: 'v1' });
    expect(mocks.invoke).not.toHaveBeenCalled();
  });

  it('sends back with a reason and a comment in a labelled dialog, by keyboard, and insists on the reason', async () => {
    const user = setupUser();
    renderQueue();
    const [, second] = await screen.findAllByRole('article');
    await user.click(within(second!).getByRole('button', { name: 'Send back...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back version 2 of C-NEW002' });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the reason the artwork is sent back.');
    expect(mocks.rpc).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Wrong size');
    await user.type(within(dialog).getByLabelText('Comment for the advertiser'), 'The board is 840 x 400.');
    await user.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() =>
      expect(mocks.rpc).toHaveBeenCalledWith('reject_artwork', { p_version: 'v2', p_reason: 'wrong_size', p_comment: 'The board is 840 x 400.' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mocks.toast.success).toHaveBeenCalledWith('Version 2 of C-NEW002 sent back.');
  });

  it('closes the dialog with Escape, deciding nothing', async () => {
    const user = setupUser();
    renderQueue();
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Send back...' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mocks.rpc).not.toHaveBeenCalled();
  });

  it('says when nothing waits', async () => {
    mocks.rows = [];
    renderQueue();
    expect(await screen.findByText('No artwork is waiting for review.')).toBeInTheDocument();
  });
});
