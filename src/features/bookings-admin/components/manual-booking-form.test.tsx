import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Advertiser } from '@/lib/advertisers/advertisers';
import type { BuilderCall } from '@/testing/fake-query-builder';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import type { BookingBoard } from '../api/booking';
import { ManualBookingForm } from './manual-booking-form';
import { fillIn, setupUser } from '@/testing/user-events';

const mocks = {
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  rpc: vi.fn(),
  calls: [] as BuilderCall[],
  answer: vi.fn(),
};

beforeEach(() => {
  fakeSupabase({ from: fakeFrom(mocks.calls, (table, calls) => mocks.answer(table, calls)), rpc: mocks.rpc });
  fakeToast(mocks.toast);
});

const BOARD: BookingBoard = {
  id: 'c0000000-0000-4000-8000-000000000004',
  name: 'London — Dundas St Downtown',
  slots_per_loop: 6,
  is_active: true,
  rate_per_cycle: 1650,
};
const OTHER: BookingBoard = {
  id: 'c0000000-0000-4000-8000-000000000005',
  name: 'London — Wellington Rd',
  slots_per_loop: 6,
  is_active: true,
  rate_per_cycle: null,
};
const STARTS = ['2026-12-07', '2027-01-04', '2027-02-01'];
const FULL = 'No free slot left on London — Dundas St Downtown for the cycle starting Mon Dec 7, 2026.';
const ACME: Advertiser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  company: 'Acme Dental',
  contact_name: 'Ann Lee',
  email: 'ann@acme.test',
  phone: null,
  notes: null,
};
const BOLT: Advertiser = {
  id: 'a0000000-0000-4000-8000-000000000002',
  company: 'Bolt Bikes',
  contact_name: 'Bo Tan',
  email: 'bo@bolt.test',
  phone: null,
  notes: null,
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ManualBookingForm boards={[BOARD, OTHER]} cycleStarts={STARTS} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return {
    combobox: screen.getByRole('combobox', { name: 'Advertiser' }),
    start: screen.getByLabelText('Start cycle'),
    cycles: screen.getByLabelText('Cycles'),
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.calls.length = 0;
  mocks.answer.mockImplementation((table: string) => (table === 'advertisers' ? { data: [ACME, BOLT], error: null } : { data: null, error: null }));
});

describe('ManualBookingForm', () => {
  it('offers the next cycles by date and 1 to 13 cycles', () => {
    const { start, cycles } = renderForm();
    expect([...(start as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Starts Mon Dec 7, 2026',
      'Starts Mon Jan 4, 2027',
      'Starts Mon Feb 1, 2027',
    ]);
    expect((cycles as HTMLSelectElement).options).toHaveLength(13);
  });

  it('asks for an advertiser, then a board, before anything is sent', async () => {
    const user = setupUser();
    const { combobox } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Book these slots' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the advertiser, or create a new one.');
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: /Acme Dental/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book these slots' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one board.');
    expect(mocks.rpc).not.toHaveBeenCalled();
  });

  it('searches as the staff type (company, contact or e-mail, ilike, 10 at most) and picks with the keyboard', async () => {
    const user = setupUser();
    const { combobox } = renderForm();
    await user.type(combobox, 'bo');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(mocks.calls.some((c) => c.method === 'or' && c.args[0] === 'company.ilike.*bo*,contact_name.ilike.*bo*,email.ilike.*bo*')).toBe(true),
    );
    expect(mocks.calls).toContainEqual({ table: 'advertisers', method: 'limit', args: [10] });
    await screen.findByRole('option', { name: /Bolt Bikes/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const bolt = screen.getByRole('option', { name: /Bolt Bikes/ });
    expect(bolt).toHaveAttribute('aria-selected', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', bolt.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Acme Dental/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(combobox).toHaveValue('Bolt Bikes');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    // Escape closes an open list and keeps the text.
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('books the chosen boards as a campaign of the advertiser and links to it', async () => {
    const user = setupUser();
    mocks.rpc.mockResolvedValue({ data: 'b0000000-0000-4000-8000-0000000000aa', error: null, status: 200 });
    const { combobox, start, cycles } = renderForm();
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: /Acme Dental/ }));
    await user.click(screen.getByRole('checkbox', { name: BOARD.name }));
    await user.click(screen.getByRole('checkbox', { name: OTHER.name }));
    fireEvent.change(start, { target: { value: '2027-01-04' } });
    fireEvent.change(cycles, { target: { value: '2' } });
    await user.click(screen.getByRole('button', { name: 'Book these slots' }));
    const saved = await screen.findByText(/^Booked for Acme Dental/);
    expect(saved).toHaveTextContent(`Booked for Acme Dental: ${BOARD.name}, ${OTHER.name}, Starts Mon Jan 4, 2027 · 2 cycles.`);
    expect(within(saved).getByRole('link', { name: 'Open the campaign' })).toHaveAttribute('href', '/admin/campaigns/b0000000-0000-4000-8000-0000000000aa');
    expect(mocks.rpc).toHaveBeenCalledWith('create_phone_sale', {
      p_advertiser: ACME.id,
      p_location_ids: [BOARD.id, OTHER.id],
      p_starts_on: '2027-01-04',
      p_cycles: 2,
      p_notify: true,
      p_no_notice_reason: undefined,
    });
  });

  it('e-mails the customer unless unticked, and then only with the reason, which goes to the database', async () => {
    const user = setupUser();
    mocks.rpc.mockResolvedValue({ data: 'b0000000-0000-4000-8000-0000000000ab', error: null, status: 200 });
    const { combobox } = renderForm();
    const notify = screen.getByRole('checkbox', { name: 'E-mail the customer the confirmation' });
    expect(notify).toBeChecked();
    expect(notify).toHaveAccessibleDescription(/the total with HST, the deposit with its pay link and deadline, and how to sign in/);
    expect(screen.queryByLabelText('Why not (kept in the timeline)')).toBeNull();
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: /Acme Dental/ }));
    await user.click(screen.getByRole('checkbox', { name: BOARD.name }));
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'Book these slots' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Say why the customer is not e-mailed.');
    expect(mocks.rpc).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Why not (kept in the timeline)'), 'Paper mail only');
    await user.click(screen.getByRole('button', { name: 'Book these slots' }));
    await screen.findByText(/^Booked for Acme Dental/);
    expect(mocks.rpc).toHaveBeenCalledWith('create_phone_sale', {
      p_advertiser: ACME.id,
      p_location_ids: [BOARD.id],
      p_starts_on: '2026-12-07',
      p_cycles: 1,
      p_notify: false,
      p_no_notice_reason: 'Paper mail only',
    });
  });

  it('previews the customer’s e-mail for the chosen plan, and hides it when the e-mail is unticked', async () => {
    const user = setupUser();
    const { combobox, start, cycles } = renderForm();
    const summary = screen.getByText('Preview the e-mail');
    // A native disclosure (details/summary): the browser makes its summary focusable and opens it with Enter or Space.
    expect(summary.tagName).toBe('SUMMARY');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Choose the advertiser and at least one board to see the e-mail.')).toBeInTheDocument();
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: /Acme Dental/ }));
    await user.click(screen.getByRole('checkbox', { name: BOARD.name }));
    await user.click(screen.getByRole('checkbox', { name: OTHER.name }));
    fireEvent.change(start, { target: { value: '2027-01-04' } });
    fireEvent.change(cycles, { target: { value: '3' } });
    const details = summary.closest('details')!;
    expect(within(details).getByText('ann@acme.test')).toBeInTheDocument();
    expect(within(details).getByText('Your billboard booking is confirmed')).toBeInTheDocument();
    const body = details.querySelector('pre')!.textContent!;
    // $1,650 and the $1,100 'from' rate, 3 cycles less 5%: $7,837.50; HST as its three invoices round it, $339.63 each.
    expect(body).toContain(`- ${BOARD.name}: Mon Jan 4, 2027 to Sun Mar 28, 2027 (3 cycles of 4 weeks)`);
    expect(body).toContain(`- ${OTHER.name}: Mon Jan 4, 2027 to Sun Mar 28, 2027 (3 cycles of 4 weeks)`);
    expect(body).toContain('Campaign total: $8,856.39 ($7,837.50 plus HST 13% $1,018.89).');
    // The first cycle of each: $2,612.50, HST $339.63.
    expect(body).toContain('Deposit: $2,952.13 ($2,612.50 plus HST 13% $339.63).');
    expect(body).toContain('Please pay it by [7 days after you record the sale: the database sets the exact time then]');
    expect(body).toContain('Pay the deposit online:\n[the pay link, made when the e-mail is sent]');
    expect(body).toContain('/account: type this e-mail address there');
    await user.click(screen.getByRole('checkbox', { name: 'E-mail the customer the confirmation' }));
    expect(screen.queryByText('Preview the e-mail')).toBeNull();
    expect(screen.queryByText(/Campaign total/)).toBeNull();
  });

  it('shows the database’s refusal as it is and keeps the values', async () => {
    const user = setupUser();
    mocks.rpc.mockResolvedValue({ data: null, error: { message: FULL, details: 'booking_full', code: 'P0001' }, status: 400 });
    const { combobox, start, cycles } = renderForm();
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: /Acme Dental/ }));
    await user.click(screen.getByRole('checkbox', { name: BOARD.name }));
    fireEvent.change(cycles, { target: { value: '3' } });
    await user.click(screen.getByRole('button', { name: 'Book these slots' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`Not booked: ${FULL}`));
    expect(screen.getByRole('checkbox', { name: BOARD.name })).toBeChecked();
    expect(combobox).toHaveValue('Acme Dental');
    expect(start).toHaveValue('2026-12-07');
    expect(cycles).toHaveValue('3');
  });

  it('creates a new advertiser and uses it', async () => {
    const user = setupUser();
    const created: Advertiser = {
      id: 'a0000000-0000-4000-8000-000000000009',
      company: 'Cedar Cafe',
      contact_name: 'Cy Dee',
      email: 'cy@cedar.test',
      phone: '519-555-0100',
      notes: null,
    };
    mocks.answer.mockImplementation(() => ({ data: created, error: null }));
    const { combobox } = renderForm();
    await user.click(screen.getByRole('button', { name: 'New advertiser' }));
    await fillIn(user, screen.getByLabelText('Company'), 'Cedar Cafe');
    await fillIn(user, screen.getByLabelText('Contact name'), 'Cy Dee');
    await fillIn(user, screen.getByLabelText('E-mail'), 'cy@cedar.test');
    await fillIn(user, screen.getByLabelText('Phone'), '519-555-0100');
    await user.click(screen.getByRole('button', { name: 'Create advertiser' }));
    await waitFor(() => expect(combobox).toHaveValue('Cedar Cafe'));
    expect(mocks.calls).toContainEqual({
      table: 'advertisers',
      method: 'insert',
      args: [{ company: 'Cedar Cafe', contact_name: 'Cy Dee', email: 'cy@cedar.test', phone: '519-555-0100' }],
    });
    expect(screen.queryByRole('button', { name: 'Create advertiser' })).toBeNull();
  });

  it('refuses an e-mail already on file (any case) clearly and offers that advertiser', async () => {
    const user = setupUser();
    mocks.answer.mockImplementation((_table: string, calls: { method: string }[]) =>
      calls.some((c) => c.method === 'ilike')
        ? { data: [ACME], error: null }
        : { data: null, error: { code: '23505', message: 'duplicate key value' }, status: 409 },
    );
    const { combobox } = renderForm();
    await user.click(screen.getByRole('button', { name: 'New advertiser' }));
    await fillIn(user, screen.getByLabelText('Contact name'), 'Ann');
    await fillIn(user, screen.getByLabelText('E-mail'), 'ANN@acme.test');
    await user.click(screen.getByRole('button', { name: 'Create advertiser' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ANN@acme.test is already the e-mail of Acme Dental.');
    await user.click(within(alert).getByRole('button', { name: 'Use Acme Dental' }));
    expect(combobox).toHaveValue('Acme Dental');
  });
});
