import { describe, expect, it } from 'vitest';
import type { CampaignLedger } from '../api/campaign-payments';
import { parseDollars, paymentState } from './payment-state';

const ledger = (over: Partial<CampaignLedger>): CampaignLedger => ({
  invoicedCents: 354_255,
  paidCents: 0,
  refundedCents: 0,
  creditedCents: 0,
  balanceCents: 354_255,
  dueNowCents: 118_085,
  dueNowHstCents: 13_585,
  nextDueCents: 118_085,
  nextDueOn: '2026-12-04',
  ...over,
});

describe('paymentState (read from the ledger, never summed here)', () => {
  it('is paid while nothing is owed now; partly paid while the rest is owed; not paid before anything came in', () => {
    expect(paymentState({ ledger: ledger({ paidCents: 118_085, balanceCents: 236_170, dueNowCents: 0, dueNowHstCents: 0 }), releasedAt: null })).toBe('paid');
    expect(paymentState({ ledger: ledger({ paidCents: 118_084, balanceCents: 236_171, dueNowCents: 1 }), releasedAt: null })).toBe('partly-paid');
    expect(paymentState({ ledger: ledger({}), releasedAt: null })).toBe('not-paid');
  });

  it('a refund taken off what was paid: owed again is partly paid, all given back is not paid', () => {
    expect(paymentState({ ledger: ledger({ paidCents: 118_085, refundedCents: 20_000, dueNowCents: 20_000 }), releasedAt: null })).toBe('partly-paid');
    expect(paymentState({ ledger: ledger({ paidCents: 118_085, refundedCents: 118_085 }), releasedAt: null })).toBe('not-paid');
  });

  it('a released campaign says so; one with nothing invoiced owes nothing', () => {
    const none = ledger({ invoicedCents: 0, balanceCents: 0, dueNowCents: 0, dueNowHstCents: 0, nextDueCents: 0, nextDueOn: null });
    expect(paymentState({ ledger: none, releasedAt: '2026-12-04T12:00:00Z' })).toBe('released');
    expect(paymentState({ ledger: none, releasedAt: null })).toBe('nothing-due');
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
