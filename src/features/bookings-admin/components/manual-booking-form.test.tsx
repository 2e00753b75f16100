import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingBoard } from '../api/booking';
import { ManualBookingForm } from './manual-booking-form';

const mocks = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() }, insert: vi.fn() }));

vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/lib/supabase', () => ({
  supabase: { from: () => ({ insert: (row: Record<string, unknown>) => ({ select: () => mocks.insert(row) }) }) },
}));

const BOARD: BookingBoard = { id: 'c0000000-0000-4000-8000-000000000004', name: 'London — Dundas St Downtown', slots_per_loop: 6, is_active: true };
const STARTS = ['2026-12-07', '2027-01-04', '2027-02-01'];
const FULL = 'No free slot left on London — Dundas St Downtown for the cycle starting 2026-12-07.';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ManualBookingForm boards={[BOARD]} cycleStarts={STARTS} />
    </QueryClientProvider>,
  );
  return { board: screen.getByLabelText('Board'), start: screen.getByLabelText('Start cycle'), cycles: screen.getByLabelText('Cycles') };
}

beforeEach(() => vi.clearAllMocks());

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

  it('asks for a board before anything is sent', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Book these slots' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a board.');
    expect(mocks.insert).not.toHaveBeenCalled();
  });

  it('books confirmed slots with no lead', async () => {
    mocks.insert.mockResolvedValue({ data: [{ id: 'x' }], error: null });
    const { board, start, cycles } = renderForm();
    fireEvent.change(board, { target: { value: BOARD.id } });
    fireEvent.change(start, { target: { value: '2027-01-04' } });
    fireEvent.change(cycles, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book these slots' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Booked: ${BOARD.name}, Starts Mon Jan 4, 2027 · 2 cycles.`));
    expect(mocks.insert).toHaveBeenCalledWith({
      location_id: BOARD.id,
      starts_on: '2027-01-04',
      cycles: 2,
      status: 'confirmed',
      lead_id: null,
      expires_at: null,
    });
  });

  it('shows the database’s refusal as it is and keeps the values', async () => {
    mocks.insert.mockResolvedValue({ data: null, error: { message: FULL, details: 'booking_full' } });
    const { board, start, cycles } = renderForm();
    fireEvent.change(board, { target: { value: BOARD.id } });
    fireEvent.change(cycles, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book these slots' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FULL));
    expect(board).toHaveValue(BOARD.id);
    expect(start).toHaveValue('2026-12-07');
    expect(cycles).toHaveValue('3');
  });
});
