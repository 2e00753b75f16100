import { describe, expect, it } from 'vitest';
import { cycleLabel, deliveredShare, formatPlays, formatTakenAt, torontoInputToIso, torontoInputValue } from './proof-format';
import { fitWithin } from './resize-photo';
import { PLAYS_CSV_HEADER, playsCsv } from './plays-csv';

describe('Toronto wall-clock times', () => {
  it('turns a Toronto time into its instant, in winter, in summer and beside the clock changes', () => {
    expect(torontoInputToIso('2026-12-14T18:05')).toBe('2026-12-14T23:05:00.000Z');
    expect(torontoInputToIso('2026-07-01T09:00')).toBe('2026-07-01T13:00:00.000Z');
    // Clocks went forward at 2:00 on Mar 8, 2026; back at 2:00 on Nov 1, 2026.
    expect(torontoInputToIso('2026-03-08T01:30')).toBe('2026-03-08T06:30:00.000Z');
    expect(torontoInputToIso('2026-03-08T03:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(torontoInputToIso('2026-11-01T03:00')).toBe('2026-11-01T08:00:00.000Z');
    expect(torontoInputToIso('not a time')).toBeNull();
  });

  it('shows an instant on the Toronto clock for the field, and back again', () => {
    expect(torontoInputValue(new Date('2026-12-15T04:30:00Z'))).toBe('2026-12-14T23:30');
    expect(torontoInputToIso(torontoInputValue(new Date('2026-12-15T04:30:00Z')))).toBe('2026-12-15T04:30:00.000Z');
  });

  it('says when a photo was taken with the zone named', () => {
    expect(formatTakenAt('2026-12-14T23:05:00Z')).toMatch(/^Dec 14, 2026, 6:05\sp\.m\.\sEST$/);
  });
});

describe('figures in words', () => {
  it('labels a cycle by its first and last day', () => {
    expect(cycleLabel('2026-12-07', '2027-01-03')).toBe('Mon Dec 7, 2026 to Sun Jan 3, 2027');
  });

  it('counts plays, says so when none can be contracted, and gives the share delivered', () => {
    expect(formatPlays(113400)).toBe('113,400');
    expect(formatPlays(null)).toBe('Not stated');
    expect(deliveredShare(111132, 113400)).toBe('98.0%');
    expect(deliveredShare(5, null)).toBe('');
    expect(deliveredShare(5, 0)).toBe('');
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to 1600 px and never up', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('playsCsv', () => {
  it('gives Toronto time with its zone and the UTC instant, one play a row, and marks a play of a make-good’s days', () => {
    const csv = playsCsv([
      {
        board_name: 'London — Dundas St',
        cycle_start: '2026-12-07',
        played_at: '2026-12-08T04:59:59+00:00',
        creative_ref: 'C-7K3Q9X, v2',
        seconds: 8,
        make_good: false,
      },
      {
        board_name: 'London — Dundas St',
        cycle_start: '2026-12-07',
        played_at: '2027-02-01T15:00:00+00:00',
        creative_ref: 'C-7K3Q9X-v2',
        seconds: 8,
        make_good: true,
      },
    ]);
    expect(csv).toBe(
      `${PLAYS_CSV_HEADER.join(',')}\r\nLondon — Dundas St,2026-12-07,2026-12-07 23:59 EST,2026-12-08T04:59:59.000Z,"C-7K3Q9X, v2",8,\r\n` +
        `London — Dundas St,2026-12-07,2027-02-01 10:00 EST,2027-02-01T15:00:00.000Z,C-7K3Q9X-v2,8,Yes\r\n`,
    );
  });
});
