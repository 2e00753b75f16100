import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Mock } from 'vitest';
import { supabase } from '@/lib/supabase';
import { PrivacyRequests } from './privacy-requests';

vi.mock('@/lib/supabase', () => ({ supabase: { rpc: vi.fn(), storage: { from: vi.fn() } } }));

const rpc = supabase.rpc as unknown as Mock;
const remove = vi.fn();

function Wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const EXPORT = {
  email: 'ada@example.com',
  exported_at: '2026-11-25T12:00:00Z',
  contact_inquiries: [{ id: 'l1' }],
  bookings: [],
  artwork: [{ object_path: 'requests/2026-11/a.png' }],
  newsletter_subscribers: [],
};

beforeEach(() => {
  rpc.mockReset();
  remove.mockReset().mockResolvedValue({ data: [], error: null });
  (supabase.storage.from as unknown as Mock).mockReset().mockReturnValue({ remove });
});

describe('PrivacyRequests', () => {
  it('asks for a valid address before doing anything', async () => {
    const user = userEvent.setup();
    render(<PrivacyRequests />, { wrapper: Wrapper });
    await user.type(screen.getByLabelText('E-mail address of the person asking'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Download everything stored (JSON)' }));
    expect(screen.getByText('Enter the e-mail address the person used.')).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('deletes nothing unless the admin confirms; confirmed, the files go first, then the rows', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    rpc.mockImplementation(async (fn: string) =>
      fn === 'privacy_export' ? { data: EXPORT, error: null, status: 200 } : { data: [], error: null, status: 200 },
    );
    render(<PrivacyRequests />, { wrapper: Wrapper });
    await user.type(screen.getByLabelText('E-mail address of the person asking'), 'ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Delete everything stored' }));
    expect(rpc).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete everything stored' }));
    await screen.findByText('Everything stored for ada@example.com is deleted.');
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('ada@example.com'));
    expect(rpc.mock.calls.map((c) => c[0])).toEqual(['privacy_export', 'privacy_delete']);
    expect(remove).toHaveBeenCalledWith(['requests/2026-11/a.png']);
    expect(remove.mock.invocationCallOrder[0]).toBeLessThan(rpc.mock.invocationCallOrder[1]!);
    confirm.mockRestore();
  });
});
