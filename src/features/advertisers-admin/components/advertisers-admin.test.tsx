import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuilderCall } from '@/testing/fake-query-builder';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import { AdvertisersAdmin } from './advertisers-admin';
import { setupUser } from '@/testing/user-events';

const mocks = { toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() }, calls: [] as BuilderCall[] };

const PIZZA = {
  id: 'a1000000-0000-4000-8000-000000000001',
  company: 'Forest City Pizza',
  contact_name: 'Marco Bellini',
  email: 'marco@forestcitypizza.example',
  phone: '519-555-0101',
  notes: 'Prefers calls after 2 p.m.',
  campaigns: [{ count: 2 }],
  contact_inquiries: [{ count: 1 }],
};

beforeEach(() => {
  fakeSupabase({
    from: fakeFrom(mocks.calls, (_table, calls) => {
      const update = calls.find((c) => c.method === 'update');
      if (update) return { data: { ...PIZZA, ...(update.args[0] as object) }, error: null, status: 200 };
      return { data: [PIZZA], error: null, status: 200 };
    }),
  });
  fakeToast(mocks.toast);
});

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdvertisersAdmin />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.calls.length = 0;
});

describe('AdvertisersAdmin', () => {
  it('lists each advertiser with contact, counts of leads and campaigns, from one request with embedded counts', async () => {
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Forest City Pizza' });
    expect(card).toHaveTextContent('Marco Bellini');
    expect(within(card).getByRole('link', { name: PIZZA.email })).toHaveAttribute('href', `mailto:${PIZZA.email}`);
    expect(within(card).getByRole('link', { name: '519-555-0101' })).toHaveAttribute('href', 'tel:5195550101');
    expect(card).toHaveTextContent('1 lead · 2 campaigns');
    const selects = mocks.calls.filter((c) => c.method === 'select');
    expect(selects).toHaveLength(1);
    expect(selects[0]!.args[0]).toContain('campaigns(count), contact_inquiries(count)');
  });

  it('searches as the staff type and edits details in place', async () => {
    const user = setupUser();
    renderScreen();
    await user.type(screen.getByRole('searchbox', { name: 'Search advertisers' }), 'pizza');
    await waitFor(() => expect(mocks.calls.some((c) => c.method === 'or' && String(c.args[0]).includes('company.ilike.*pizza*'))).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Edit Forest City Pizza' }));
    const form = screen.getByRole('form', { name: 'Edit Forest City Pizza' });
    const phone = within(form).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(within(form).getByLabelText('Notes'), ' Two locations.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Forest City Pizza was saved.'));
    expect(mocks.calls.find((c) => c.method === 'update')?.args[0]).toEqual({
      company: 'Forest City Pizza',
      contact_name: 'Marco Bellini',
      email: PIZZA.email,
      phone: null,
      notes: 'Prefers calls after 2 p.m. Two locations.',
    });
  });
});
