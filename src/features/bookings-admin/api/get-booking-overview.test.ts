import { beforeEach, describe, expect, it, vi } from 'vitest';
import { artworkPathOf, getBookingOverview } from './get-booking-overview';

// A recording stand-in for the query builder: every call is kept, and awaiting the builder answers its table's rows.
const mocks = vi.hoisted(() => ({ calls: [] as { table: string; method: string; args: unknown[] }[], rows: {} as Record<string, unknown[]> }));

vi.mock('@/lib/supabase', () => ({
  supabase: {
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
  mocks.rows = {
    billboard_locations: [{ id: 'a', name: 'A', slots_per_loop: 6, is_active: true }],
    bookings: [
      { id: 'b1', location_id: 'a', starts_on: '2026-12-07', cycles: 1, status: 'requested', lead_id: 'l1', expires_at: null, created_at: '' },
      { id: 'b2', location_id: 'a', starts_on: '2026-12-07', cycles: 1, status: 'requested', lead_id: 'l1', expires_at: null, created_at: '' },
    ],
    contact_inquiries: [{ id: 'l1', name: 'Priya', company: 'Dental', email: 'p@example.com', artwork_path: 'l1/art.png' }],
  };
});

describe('getBookingOverview', () => {
  it('reads all bookings of the window in one query (any start up to 12 cycles before it), and each lead once', async () => {
    const overview = await getBookingOverview(STARTS);
    const reads = (table: string) => mocks.calls.filter((c) => c.table === table && c.method === 'select');
    expect(reads('bookings')).toHaveLength(1);
    expect(mocks.calls.find((c) => c.table === 'bookings' && c.method === 'or')!.args[0]).toBe(
      'status.eq.requested,and(starts_on.gte.2026-01-05,starts_on.lt.2027-02-01)',
    );
    expect(reads('contact_inquiries')).toHaveLength(1);
    expect(mocks.calls.find((c) => c.table === 'contact_inquiries' && c.method === 'in')!.args).toEqual(['id', ['l1']]);
    expect(overview.leads.get('l1')).toEqual({ id: 'l1', name: 'Priya', company: 'Dental', email: 'p@example.com', artworkPath: 'l1/art.png' });
    expect(overview.bookings).toHaveLength(2);
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
