import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { PrivacyRequests } from './privacy-requests';
import { setupUser } from '@/testing/user-events';

const rpc = vi.fn();
const storageFrom = vi.fn();
const remove = vi.fn();

function Wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  fakeSupabase({ rpc, storage: { from: storageFrom } });
  rpc.mockReset();
  remove.mockReset().mockResolvedValue({ data: [], error: null });
  storageFrom.mockReset().mockReturnValue({ remove });
});

describe('PrivacyRequests', () => {
  it('asks for a valid address before doing anything', async () => {
    const user = setupUser();
    render(<PrivacyRequests />, { wrapper: Wrapper });
    await user.type(screen.getByLabelText('E-mail address of the person asking'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Download everything stored (JSON)' }));
    expect(screen.getByText('Enter the e-mail address the person used.')).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('deletes nothing unless the admin confirms; confirmed, the files go first from each bucket, then the rows that pointed at them', async () => {
    const user = setupUser();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    // The database keeps the lead and the campaign while their files are stored, then deletes them.
    const answers = [
      [
        { bucket: 'booking-artwork', path: 'requests/2026-11/a.png' },
        { bucket: 'proof-photos', path: 'c1/p1.jpg' },
        { bucket: 'booking-artwork', path: 'campaigns/c1/v2.png' },
      ],
      [],
    ];
    rpc.mockImplementation(async () => ({ data: answers.shift(), error: null, status: 200 }));
    render(<PrivacyRequests />, { wrapper: Wrapper });
    await user.type(screen.getByLabelText('E-mail address of the person asking'), 'ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Delete everything stored' }));
    expect(rpc).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete everything stored' }));
    await screen.findByText('Everything stored for ada@example.com is deleted.');
    expect(screen.getByRole('status')).toHaveTextContent('Their invoices and payments are kept for six years, as tax law requires.');
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('ada@example.com'));
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('Invoices and payments are kept.'));
    expect(rpc.mock.calls).toEqual([
      ['privacy_delete', { p_email: 'ada@example.com' }],
      ['privacy_delete', { p_email: 'ada@example.com' }],
    ]);
    expect(storageFrom.mock.calls).toEqual([['booking-artwork'], ['proof-photos']]);
    expect(remove.mock.calls).toEqual([[['requests/2026-11/a.png', 'campaigns/c1/v2.png']], [['c1/p1.jpg']]]);
    expect(remove.mock.invocationCallOrder[0]).toBeGreaterThan(rpc.mock.invocationCallOrder[0]!);
    expect(remove.mock.invocationCallOrder[1]).toBeLessThan(rpc.mock.invocationCallOrder[1]!);
    confirm.mockRestore();
  });

  it('a failed removal of the files says so and deletes no more rows: repeating the action retries', async () => {
    const user = setupUser();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    rpc.mockResolvedValue({ data: [{ bucket: 'booking-artwork', path: 'requests/2026-11/a.png' }], error: null, status: 200 });
    remove.mockResolvedValue({ data: null, error: { message: 'Storage is unavailable', statusCode: '503' } });
    render(<PrivacyRequests />, { wrapper: Wrapper });
    await user.type(screen.getByLabelText('E-mail address of the person asking'), 'ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Delete everything stored' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The request failed: /);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Everything stored for ada@example.com is deleted.')).not.toBeInTheDocument();
    expect(screen.queryByText(/kept for six years/)).not.toBeInTheDocument();

    // Storage answered, yet the files are still there: the database still answers them.
    remove.mockResolvedValue({ data: [], error: null });
    await user.click(screen.getByRole('button', { name: 'Delete everything stored' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request failed: 1 file was not removed from storage; the records that point at it are kept. Try again.',
    );
    expect(rpc).toHaveBeenCalledTimes(3);
    confirm.mockRestore();
  });
});
