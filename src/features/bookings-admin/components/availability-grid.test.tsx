import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextCycleStarts } from '@shared/booking-cycles.ts';
import type { BookingBoard, BookingRow } from '../api/booking';
import { buildGrid } from '../lib/booking-grid';
import { AvailabilityGrid } from './availability-grid';

const NOW = new Date('2026-11-25T15:00:00Z');
const starts = nextCycleStarts(NOW, 13, { anchor: '2026-01-05' });

function boards(count: number): BookingBoard[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Board ${String(i).padStart(3, '0')}`,
    slots_per_loop: 6,
    is_active: true,
  }));
}

describe('AvailabilityGrid', () => {
  it('shows each board with its loop and every cycle by date, each cell in words as well as colour', () => {
    const board = { ...boards(1)[0]!, slots_per_loop: 2 };
    const bookings: BookingRow[] = [
      { id: 'x', location_id: board.id, starts_on: starts[0]!, cycles: 1, status: 'confirmed', lead_id: null, expires_at: null, created_at: '' },
    ];
    render(<AvailabilityGrid rows={buildGrid([board], bookings, starts, NOW)} cycleStarts={starts} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Board', 'Mon Dec 7, 2026', ...starts.slice(1).map(() => expect.any(String))]);
    const rowHeader = within(table).getByRole('rowheader');
    expect(rowHeader).toHaveTextContent('Board 000');
    expect(rowHeader).toHaveTextContent('2 slots per loop');
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(13);
    expect(cells[0]).toHaveTextContent('1 free · 0 req · 1 conf');
    expect(cells[1]).toHaveTextContent('2 free · 0 req · 0 conf');
    expect(cells[0]!.className).not.toBe(cells[1]!.className);
  });

  it('says so when no board matches', () => {
    render(<AvailabilityGrid rows={[]} cycleStarts={starts} />);
    expect(screen.getByText('No active board matches this filter.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders 300 boards x 13 cycles, counting them in one pass', () => {
    const all = boards(300);
    const bookings: BookingRow[] = all.flatMap((b, i) =>
      Array.from({ length: 4 }, (_, k) => ({
        id: `${i}-${k}`,
        location_id: b.id,
        starts_on: starts[(i + k) % 13]!,
        cycles: 1 + ((i * k) % 13),
        status: k % 2 ? ('requested' as const) : ('confirmed' as const),
        lead_id: null,
        expires_at: k % 2 ? '2026-12-02T00:00:00Z' : null,
        created_at: '',
      })),
    );
    const started = performance.now();
    const rows = buildGrid(all, bookings, starts, NOW);
    const built = performance.now();
    render(<AvailabilityGrid rows={rows} cycleStarts={starts} />);
    const rendered = performance.now();
    expect(screen.getAllByRole('row')).toHaveLength(301);
    console.info(`grid of 300 x 13: arithmetic ${(built - started).toFixed(1)} ms, render ${(rendered - built).toFixed(1)} ms (jsdom)`);
    // The timing that matters is the browser's (tests/e2e/journey-staff-confirms-a-booking.spec.ts); jsdom on a shared
    // machine varies too much for a render bound. The arithmetic must stay linear: well under a second.
    expect(built - started).toBeLessThan(1000);
    expect(screen.getAllByRole('cell')).toHaveLength(300 * 13);
    // Rendering and querying this many cells in jsdom can outlast vitest's default timeout on a
    // shared host, though nothing here is timed but the arithmetic above.
  }, 30_000);
});
