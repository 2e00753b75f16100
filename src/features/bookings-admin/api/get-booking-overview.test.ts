import { beforeEach, describe, expect, it, vi } from 'vitest';
import { artworkPathOf, getBookingOverview } from './get-booking-overview';

// A recording stand-in for the query builder: every call is kept, and awaiting the builder answers its table's rows.
const mocks = vi.hoisted(() => ({
  calls: [] as { table: string; method: string; args: unknown[] }[],
  rows: {} as Record<string, unknown[]>,
  rpc: vi.fn(),
}));

vi.mock('@/lib/supabase', () => ({
  supabase: {
    rpc: mocks.rpc,
    from: (table: string) => {
      const builder: Record<string, unknown> = {};
      for (const method of ['select', 'or', 'order', 'range', 'in', 'eq'])
        builder[method] = (...args: unknown[]) => {
          mocks.calls.push({ table, method, args });
          return builder;
        };
      builder.then = (resolve: (v: unknown) => void) => resolve({ data: mocks.rows[table] ?? [], error: null });
      return builder;
    },
  },
}));

const STARTS = ['2026-12-07', '2027-01-04'];

beforeEach(() => {
  mocks.calls.length = 0;
  mocks.rows = { billboard_locations: [{ id: 'a', name: 'A', slots_per_loop: 6, is_active: true }] };
  const lead = { id: 'l1', name: 'Priya', company: 'Dental', email: 'p@example.com', artwork_path: 'l1/art.png' };
  const booking = {
    location_id: 'a',
    starts_on: '2026-12-07',
    cycles: 1,
    status: 'requested',
    lead_id: 'l1',
    expires_at: null,
    created_at: '',
    campaign_id: 'c1',
    campaign: null,
  };
  mocks.rpc.mockReset();
  mocks.rpc.mockResolvedValue({
    data: {
      cells: [{ location_id: 'a', cycles: [[1, 1, 2]] }],
      bookings: [
        { id: 'b1', ...booking, lead },
        { id: 'b2', ...booking, lead },
      ],
    },
    error: null,
    status: 200,
  });
});

describe('getBookingOverview', () => {
  it('reads the boards, and in one call the slots taken per board and cycle and the bookings the list shows, with their leads', async () => {
    const overview = await getBookingOverview(STARTS, { status: 'confirmed', lead: 'l1' });
    expect(mocks.calls.filter((c) => c.method === 'select').map((c) => c.table)).toEqual(['billboard_locations']);
    expect(mocks.rpc).toHaveBeenCalledTimes(1);
    expect(mocks.rpc).toHaveBeenCalledWith('booking_overview', { p_first: '2026-12-07', p_cycles: 2, p_status: 'confirmed', p_lead: 'l1' });
    // The cycles the database leaves out are free.
    expect(overview.taken).toEqual(new Map([['a', { requested: [0, 1], confirmed: [0, 2] }]]));
    expect(overview.leads.get('l1')).toEqual({ id: 'l1', name: 'Priya', company: 'Dental', email: 'p@example.com', artworkPath: 'l1/art.png' });
    expect(overview.bookings.map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(overview.bookings[0]).not.toHaveProperty('lead');
  });

  it('leaves the lead out when the list is not narrowed to one', async () => {
    await getBookingOverview(STARTS, { status: 'requested', lead: null });
    expect(mocks.rpc).toHaveBeenCalledWith('booking_overview', { p_first: '2026-12-07', p_cycles: 2, p_status: 'requested', p_lead: undefined });
  });
});

describe('artworkPathOf', () => {
  it('reads the artwork path when leads carry one, and copes without the column', () => {
    expect(artworkPathOf({ id: 'x', artwork_path: 'x/a.png' })).toBe('x/a.png');
    expect(artworkPathOf({ id: 'x', artwork_path: null })).toBeNull();
    expect(artworkPathOf({ id: 'x', artwork_path: '  ' })).toBeNull();
    expect(artworkPathOf({ id: 'x' })).toBeNull();
  });
});
