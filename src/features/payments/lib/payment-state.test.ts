import { describe, expect, it } from 'vitest';
import { parseDollars, paymentState } from './payment-state';

const deposit = { subtotalCents: 104_500, hstCents: 13_585, totalCents: 118_085 };

describe('paymentState', () => {
  it('is paid once the payments, refunds taken off, reach the deposit with its HST', () => {
    expect(paymentState({ status: 'confirmed', paidCents: 118_085, deposit, releasedAt: null })).toBe('paid');
    expect(paymentState({ status: 'live', paidCents: 118_084, deposit, releasedAt: null })).toBe('partly-paid');
    expect(paymentState({ status: 'confirmed', paidCents: 0, deposit, releasedAt: null })).toBe('not-paid');
  });

  it('a released campaign says so; a request or a declined one owes nothing yet', () => {
    expect(paymentState({ status: 'cancelled', paidCents: 0, deposit, releasedAt: '2026-12-04T12:00:00Z' })).toBe('released');
    expect(paymentState({ status: 'requested', paidCents: 0, deposit, releasedAt: null })).toBe('nothing-due');
    expect(paymentState({ status: 'declined', paidCents: 0, deposit, releasedAt: null })).toBe('nothing-due');
  });
});

describe('parseDollars', () => {
  it('reads dollars and cents as the staff type them', () => {
    expect(parseDollars('1,180.85')).toBe(118_085);
    expect(parseDollars('$1180')).toBe(118_000);
    expect(parseDollars(' 12.5 ')).toBe(1_250);
  });

  it('refuses anything that is not a positive amount to the cent', () => {
    for (const text of ['', '0', '0.00', '-5', '1.234', 'ten', '1e3']) expect(parseDollars(text)).toBeNull();
  });
});
