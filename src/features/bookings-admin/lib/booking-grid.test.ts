import { describe, expect, it } from 'vitest';
import type { BookingBoard, BookingCampaign, BookingRow } from '../api/booking';
import { buildGrid, cellText, cellTone, currentCycleStart, screenCycles, visibleGridRows } from './booking-grid';

const NOW = new Date('2026-11-25T15:00:00Z');
const CALENDAR = { anchor: '2026-01-05' };
const C = ['2026-12-28', '2027-01-25', '2027-02-22'];
const board = (id: string, slots: number, is_active = true): BookingBoard => ({ id, name: `Board ${id}`, slots_per_loop: slots, is_active });
const campaign = (id: string): BookingCampaign => ({
  id,
  reference: `C-${id.toUpperCase()}`,
  name: `Campaign ${id}`,
  status: 'confirmed',
  advertiser: { company: `Company ${id}`, contact_name: 'X' },
});
let n = 0;
const booking = (
  location_id: string,
  starts_on: string,
  cycles: number,
  status: BookingRow['status'],
  expires_at: string | null = null,
  owner: BookingCampaign | null = null,
): BookingRow => ({
  id: `b${++n}`,
  location_id,
  starts_on,
  cycles,
  status,
  lead_id: null,
  expires_at,
  created_at: '2026-11-20T00:00:00Z',
  campaign: owner,
});

describe('the cycles of the screen', () => {
  // Cycles start every 28 days from Mon Jan 5, 2026: Nov 9 and Dec 7, 2026.
  it('starts the grid at the cycle on air now, and sales at the next start', () => {
    expect(currentCycleStart(NOW, CALENDAR)).toBe('2026-11-09');
    const { grid, sale, current } = screenCycles(NOW, 3, CALENDAR);
    expect(current).toBe('2026-11-09');
    expect(sale).toEqual(['2026-12-07', '2027-01-04', '2027-02-01']);
    expect(grid).toEqual(['2026-11-09', '2026-12-07', '2027-01-04', '2027-02-01']);
  });

  it('on a cycle’s first day (in Toronto) that cycle is both on air and still on sale', () => {
    // 03:00 UTC on Dec 7 is still Dec 6 in Toronto.
    expect(currentCycleStart(new Date('2026-12-07T03:00:00Z'), CALENDAR)).toBe('2026-11-09');
    const day = new Date('2026-12-07T15:00:00Z');
    expect(currentCycleStart(day, CALENDAR)).toBe('2026-12-07');
    expect(screenCycles(day, 2, CALENDAR).grid).toEqual(['2026-12-07', '2027-01-04']);
    // The cycle's last day.
    expect(currentCycleStart(new Date('2027-01-03T15:00:00Z'), CALENDAR)).toBe('2026-12-07');
  });
});

describe('buildGrid', () => {
  it('counts requested and confirmed slots per cycle and the free ones left', () => {
    const rows = buildGrid(
      [board('a', 6), board('b', 2)],
      [
        booking('a', '2026-12-28', 2, 'confirmed'),
        booking('a', '2027-01-25', 1, 'requested', '2026-12-01T00:00:00Z'),
        // Started a cycle before the window and still running in its first cycle.
        booking('a', '2026-11-30', 2, 'confirmed'),
        booking('b', '2027-02-22', 1, 'confirmed'),
        booking('b', '2027-02-22', 1, 'confirmed'),
      ],
      C,
      NOW,
    );
    expect(rows.map((r) => r.cells.map(cellText))).toEqual([
      ['4 free · 0 req · 2 conf', '4 free · 1 req · 1 conf', '6 free · 0 req · 0 conf'],
      ['2 free · 0 req · 0 conf', '2 free · 0 req · 0 conf', '0 free · 0 req · 2 conf'],
    ]);
  });

  it('counts nothing for declined, cancelled, expired, or requests past their hold', () => {
    const [row] = buildGrid(
      [board('a', 3)],
      [
        booking('a', '2026-12-28', 1, 'declined', null, campaign('d')),
        booking('a', '2026-12-28', 1, 'cancelled', null, campaign('c')),
        booking('a', '2026-12-28', 1, 'expired', null, campaign('e')),
        booking('a', '2026-12-28', 1, 'requested', '2026-11-25T14:59:59Z', campaign('lapsed')),
        booking('a', '2026-12-28', 1, 'requested', '2026-11-25T15:00:01Z', campaign('open')),
      ],
      C,
      NOW,
    );
    expect(row!.cells[0]).toEqual({
      cycleStart: '2026-12-28',
      free: 2,
      requested: 1,
      confirmed: 0,
      campaigns: [{ campaign: campaign('open'), bookingStatus: 'requested' }],
    });
  });

  it('lists in each cell the campaigns holding its slots, in every cycle they run', () => {
    const [row] = buildGrid(
      [board('a', 6)],
      [booking('a', '2026-12-28', 2, 'confirmed', null, campaign('x')), booking('a', '2027-01-25', 1, 'requested', '2026-12-01T00:00:00Z', campaign('y'))],
      C,
      NOW,
    );
    expect(row!.cells.map((cell) => cell.campaigns.map((c) => `${c.campaign.id}:${c.bookingStatus}`))).toEqual([
      ['x:confirmed'],
      ['x:confirmed', 'y:requested'],
      [],
    ]);
  });

  it('keeps an inactive board while it has slots taken in the window, drops it otherwise; never fewer than 0 free', () => {
    const rows = buildGrid(
      [board('a', 1), board('gone', 6, false), board('retiring', 6, false)],
      [booking('a', '2026-12-28', 1, 'confirmed'), booking('a', '2026-12-28', 1, 'confirmed'), booking('retiring', '2027-02-22', 1, 'confirmed')],
      C,
      NOW,
    );
    expect(rows.map((r) => [r.board.id, r.booked])).toEqual([
      ['a', true],
      ['retiring', true],
    ]);
    expect(rows[0]!.cells[0]!.free).toBe(0);
  });
});

describe('visibleGridRows', () => {
  it('folds away boards with nothing booked unless all are asked for', () => {
    const rows = buildGrid([board('a', 6), board('empty', 6)], [booking('a', '2027-01-25', 1, 'confirmed')], C, NOW);
    expect(visibleGridRows(rows, false).map((r) => r.board.id)).toEqual(['a']);
    expect(visibleGridRows(rows, true).map((r) => r.board.id)).toEqual(['a', 'empty']);
  });
});

describe('cellTone', () => {
  it('is full at 0 free, last at 1 free, open otherwise', () => {
    const cell = (free: number) => ({ free });
    expect([0, 1, 2, 6].map((f) => cellTone(cell(f)))).toEqual(['full', 'last', 'open', 'open']);
  });
});
