import { addForStartLabel, addForStartText, nextFreeStarts, nextFreeText } from './next-free-start';

// Cycles every 28 days from Mon Jan 5, 2026: Dec 7, 2026, Jan 4, Feb 1, Mar 1, 2027...
const starts = ['2026-12-07', '2027-01-04', '2027-02-01', '2027-03-01'];
const row = (location_id: string, cycle_start: string, free_slots: number) => ({ location_id, cycle_start, free_slots });

describe('nextFreeStarts', () => {
  // Board a: sold out in the first two cycles. Board b: one free cycle between sold-out ones. Board c: free throughout.
  const rows = [
    ...starts.map((s, i) => row('a', s, i < 2 ? 0 : 3)),
    ...starts.map((s, i) => row('b', s, i === 1 ? 2 : 0)),
    ...starts.map((s) => row('c', s, 4)),
  ];

  it('finds the first later start at which a one-cycle campaign fits', () => {
    const next = nextFreeStarts(rows, starts, '2026-12-07', 1);
    expect(next.get('a')).toBe('2027-02-01');
    expect(next.get('b')).toBe('2027-01-04');
    expect(next.get('c')).toBe('2027-01-04');
  });

  it('needs a free slot in every cycle of a longer campaign', () => {
    const next = nextFreeStarts(rows, starts, '2026-12-07', 2);
    expect(next.get('a')).toBe('2027-02-01');
    // b is free for one cycle only: no two-cycle campaign fits.
    expect(next.has('b')).toBe(false);
  });

  it('looks only after the chosen start, and never past the rows it has', () => {
    const next = nextFreeStarts(rows, starts, '2027-02-01', 1);
    expect(next.get('a')).toBe('2027-03-01');
    expect(next.has('b')).toBe(false);
    // A campaign that would run past the last known cycle is not known to be free.
    expect(nextFreeStarts(rows, starts, '2027-01-04', 3).has('a')).toBe(false);
  });
});

describe('the words', () => {
  it('says the date in words', () => {
    expect(nextFreeText('2027-02-01')).toBe('Next free: Mon Feb 1, 2027');
    expect(addForStartText('2027-02-01')).toBe('Add for Mon Feb 1, 2027');
    expect(addForStartLabel('Oxford St W', '2027-02-01')).toBe('Add Oxford St W to my plan for Mon Feb 1, 2027');
  });
});
