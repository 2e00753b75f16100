import { boardCycles, firstFreeStart } from './board-cycles';

const BOARD = 'c0000000-0000-4000-8000-000000000004';
const OTHER = 'c0000000-0000-4000-8000-000000000001';
const starts = ['2027-01-04', '2027-02-01', '2027-03-01'];

describe('boardCycles', () => {
  it("takes this board's free slots per cycle: none sold out, one the last slot, more available", () => {
    const rows = [
      { location_id: BOARD, cycle_start: '2027-01-04', free_slots: 0 },
      { location_id: OTHER, cycle_start: '2027-01-04', free_slots: 6 },
      { location_id: BOARD, cycle_start: '2027-02-01T00:00:00', free_slots: 1 },
      { location_id: BOARD, cycle_start: '2027-03-01', free_slots: 4 },
    ];
    expect(boardCycles(rows, BOARD, starts)).toEqual([
      { start: '2027-01-04', status: 'sold-out' },
      { start: '2027-02-01', status: 'last-slot' },
      { start: '2027-03-01', status: 'available' },
    ]);
  });

  it('leaves a cycle the answer does not cover unknown, never free', () => {
    const cycles = boardCycles([{ location_id: OTHER, cycle_start: '2027-01-04', free_slots: 6 }], BOARD, starts);
    expect(cycles.map((c) => c.status)).toEqual([null, null, null]);
    expect(firstFreeStart(cycles)).toBeNull();
  });
});

describe('firstFreeStart', () => {
  it('is the first cycle with a slot, past the sold-out ones', () => {
    expect(
      firstFreeStart([
        { start: '2027-01-04', status: 'sold-out' },
        { start: '2027-02-01', status: 'last-slot' },
        { start: '2027-03-01', status: 'available' },
      ]),
    ).toBe('2027-02-01');
  });
});
