import { describe, expect, it } from 'vitest';
import type { MakeGood } from '../api/get-proof';
import { makeGoodText } from './make-good-text';

const base = { id: 'm1', locationId: 'b1', boardName: 'Board', cycleStart: '2026-12-07' };
const days = (plays: number, n = 5, lastDay = '2027-02-05'): MakeGood => ({ ...base, kind: 'extra_days', startsOn: '2027-02-01', lastDay, days: n, plays });

describe('makeGoodText', () => {
  it('counts the plays over the extra days: so far while they run, final after', () => {
    expect(makeGoodText(days(2000), '2027-02-03')).toBe('2,000 plays so far over 5 extra days, Mon Feb 1, 2027 to Fri Feb 5, 2027');
    expect(makeGoodText(days(6480), '2027-02-06')).toBe('6,480 plays over 5 extra days, Mon Feb 1, 2027 to Fri Feb 5, 2027');
    expect(makeGoodText(days(1, 1, '2027-02-01'), '2027-03-01')).toBe('1 play over 1 extra day, Mon Feb 1, 2027');
  });

  it('says extra days still to come have not started, rather than a zero', () => {
    expect(makeGoodText(days(0), '2027-01-20')).toBe('5 extra days, Mon Feb 1, 2027 to Fri Feb 5, 2027, not started yet');
  });

  it('names a credit note with its amounts before and with HST', () => {
    const credit: MakeGood = { ...base, kind: 'credit', creditNote: 'CN-2027-0004', creditSubtotalCents: 25000, creditTotalCents: 28250 };
    expect(makeGoodText(credit, '2027-01-20')).toBe('Credit note CN-2027-0004: $250.00 before HST ($282.50 with HST)');
  });
});
