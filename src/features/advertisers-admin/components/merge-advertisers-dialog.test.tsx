import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuilderCall } from '@/testing/fake-query-builder';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import type { AdvertiserSummary } from '../api/advertisers';
import { MergeAdvertisersDialog } from './merge-advertisers-dialog';
import { setupUser } from '@/testing/user-events';

const mocks = {
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  calls: [] as BuilderCall[],
  rpc: vi.fn(),
};

const KEEP: AdvertiserSummary = {
  id: 'a1000000-0000-4000-8000-000000000005',
  company: 'Richmond Row Dental',
  contact_name: 'Grace Liu',
  email: 'grace@rrd.example',
  phone: null,
  notes: null,
  leads: 1,
  campaigns: 2,
};
const DUPLICATE: AdvertiserSummary = {
  id: 'a1000000-0000-4000-8000-000000000009',
  company: null,
  contact_name: 'Grace Liu (old address)',
  email: 'grace.liu@old.example',
  phone: '519-555-0123',
  notes: null,
  leads: 3,
  campaigns: 1,
};
const row = ({ leads, campaigns, ...a }: AdvertiserSummary) => ({ ...a, contact_inquiries: [{ count: leads }], campaigns: [{ count: campaigns }] });

beforeEach(() => {
  fakeSupabase({
    // A search offers both; the read by id brings both with their counts.
    from: fakeFrom(mocks.calls, (_table, calls) =>
      calls.some((c) => c.method === 'in')
        ? { data: [row(KEEP), row(DUPLICATE)], error: null, status: 200 }
        : { data: [KEEP, DUPLICATE], error: null, status: 200 },
    ),
    rpc: mocks.rpc,
  });
  fakeToast(mocks.toast);
});

function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MergeAdvertisersDialog start={KEEP} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.calls.length = 0;
});

describe('MergeAdvertisersDialog', () => {
  it('keeps the advertiser it opened on, offers the others to merge, then names both and what moves before merging', async () => {
    const user = setupUser();
    mocks.rpc.mockResolvedValue({ data: null, error: null, status: 204 });
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Merge advertisers' });
    expect(within(dialog).getByRole('combobox', { name: 'Keep' })).toHaveValue('Richmond Row Dental');
    const review = within(dialog).getByRole('button', { name: 'Review the merge' });
    expect(review).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Merge into it' }));
    const options = await within(dialog).findAllByRole('option');
    // The advertiser kept is not offered as the one to merge.
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Grace Liu (old address)')]);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(review);

    const confirm = await screen.findByRole('dialog', { name: 'Merge Grace Liu (old address) into Richmond Row Dental?' });
    await waitFor(() =>
      expect(confirm).toHaveTextContent(
        'Grace Liu (old address)’s 3 leads and 1 campaign move to Richmond Row Dental, and Grace Liu (old address) is deleted.',
      ),
    );
    expect(mocks.rpc).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(mocks.rpc).toHaveBeenCalledWith('merge_advertisers', { p_keep: KEEP.id, p_merge: DUPLICATE.id }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mocks.toast.success).toHaveBeenCalledWith('Grace Liu (old address) was merged into Richmond Row Dental.');
  });

  it('Back returns to the choice without merging; a refusal is shown in the database’s words', async () => {
    const user = setupUser();
    mocks.rpc.mockResolvedValue({ data: null, error: { code: 'P0001', message: 'No advertiser with this id.', details: 'advertiser_missing' }, status: 400 });
    renderDialog();
    await user.click(screen.getByRole('combobox', { name: 'Merge into it' }));
    await user.click(await screen.findByRole('option', { name: /Grace Liu \(old address\)/ }));
    await user.click(screen.getByRole('button', { name: 'Review the merge' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Merge advertisers' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Merge into it' })).toHaveValue('Grace Liu (old address)');
    await user.click(screen.getByRole('button', { name: 'Review the merge' }));
    const merge = await screen.findByRole('button', { name: 'Merge' });
    await waitFor(() => expect(merge).toBeEnabled());
    await user.click(merge);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not merged: No advertiser with this id.');
  });
});
