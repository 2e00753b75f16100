import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LeadBooking } from '../api/lead';
import { LeadBookings } from './lead-bookings';

const LEAD = 'd0000000-0000-4000-8000-000000000001';
const booking = (extra: Partial<LeadBooking>): LeadBooking => ({
  id: 'e1',
  location_id: 'c0000000-0000-4000-8000-000000000004',
  board: 'London — Dundas St Downtown',
  starts_on: '2027-01-04',
  cycles: 3,
  status: 'confirmed',
  expires_at: null,
  price_per_cycle_cents: 190_000,
  discount_bp: 500,
  ...extra,
});

function renderBookings(bookings: LeadBooking[]) {
  return render(
    <MemoryRouter>
      <LeadBookings leadId={LEAD} bookings={bookings} />
    </MemoryRouter>,
  );
}

describe('LeadBookings', () => {
  it('names each board with its dates and status, and links to the bookings of this lead', () => {
    renderBookings([booking({}), booking({ id: 'e2', board: null, status: 'requested', expires_at: '2000-01-01T00:00:00Z', cycles: 1 })]);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('London — Dundas St Downtown · Starts Mon Jan 4, 2027 · 3 cycles · Confirmed');
    // A request past its hold reads as the database counts it; a deleted board is said so, never shown as an id.
    expect(items[1]).toHaveTextContent('A deleted board · Starts Mon Jan 4, 2027 · 1 cycle · Expired');
    expect(items[1]).not.toHaveTextContent('c0000000');
    expect(screen.getByRole('link', { name: 'Open in Bookings' })).toHaveAttribute('href', `/admin/bookings?status=all&lead=${LEAD}`);
  });

  it('shows nothing for a lead without bookings', () => {
    const { container } = renderBookings([]);
    expect(container).toBeEmptyDOMElement();
  });
});
