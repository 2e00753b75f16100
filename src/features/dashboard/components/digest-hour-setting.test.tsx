import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { DIGEST_HOUR_TEXT, DigestHourSetting, hourLabel } from './digest-hour-setting';
import { setupUser } from '@/testing/user-events';

const from = vi.fn();
const single = vi.fn();
const updateSelect = vi.fn();
const update = vi.fn(() => ({ eq: () => ({ select: updateSelect }) }));

function Wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  fakeSupabase({ from });
  single.mockReset().mockResolvedValue({ data: { toronto_hour: 8 }, error: null, status: 200 });
  updateSelect.mockReset();
  update.mockClear();
  from.mockReset().mockReturnValue({ select: () => ({ single }), update });
});

describe('DigestHourSetting', () => {
  it('names the hours as the office reads them', () => {
    expect([0, 1, 8, 11, 12, 13, 23].map(hourLabel)).toEqual(['12 a.m. (midnight)', '1 a.m.', '8 a.m.', '11 a.m.', '12 p.m. (noon)', '1 p.m.', '11 p.m.']);
  });

  it('shows the stored hour under its label, and saves the hour chosen to the settings row', async () => {
    const user = setupUser();
    updateSelect.mockResolvedValue({ data: [{ toronto_hour: 7 }], error: null, status: 200 });
    render(<DigestHourSetting />, { wrapper: Wrapper });
    const select = await screen.findByRole('combobox', { name: DIGEST_HOUR_TEXT.label });
    expect(select).toHaveDisplayValue('8 a.m.');
    expect(select).toHaveAccessibleDescription(DIGEST_HOUR_TEXT.note);
    expect(screen.getByRole('button', { name: DIGEST_HOUR_TEXT.save })).toBeDisabled();

    await user.selectOptions(select, '7 a.m.');
    await user.click(screen.getByRole('button', { name: DIGEST_HOUR_TEXT.save }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: the morning e-mail goes out at 7 a.m., Toronto time.');
    expect(from).toHaveBeenCalledWith('staff_digest_settings');
    expect(update).toHaveBeenCalledWith({ toronto_hour: 7 });
    expect(select).toHaveDisplayValue('7 a.m.');
  });

  it('says so when the database changes no row (not the admin), and keeps the choice on screen', async () => {
    const user = setupUser();
    updateSelect.mockResolvedValue({ data: [], error: null, status: 200 });
    render(<DigestHourSetting />, { wrapper: Wrapper });
    await user.selectOptions(await screen.findByRole('combobox', { name: DIGEST_HOUR_TEXT.label }), '6 a.m.');
    await user.click(screen.getByRole('button', { name: DIGEST_HOUR_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${DIGEST_HOUR_TEXT.saveFailed}The hour could not be changed. Are you still signed in as the admin?`,
    );
    expect(screen.getByRole('combobox', { name: DIGEST_HOUR_TEXT.label })).toHaveDisplayValue('6 a.m.');
  });

  it('says when the hour cannot be read', async () => {
    single.mockResolvedValue({ data: null, error: { message: 'permission denied for table staff_digest_settings', code: '42501' }, status: 403 });
    render(<DigestHourSetting />, { wrapper: Wrapper });
    expect(await screen.findByRole('alert')).toHaveTextContent(DIGEST_HOUR_TEXT.loadFailed);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
