import { describe, expect, it } from 'vitest';
import { actorLabel, eventLabel, lengthRateLabel, transitionLabel } from './campaign-labels';

const boards = (id: string) => (id === 'b1' ? 'London — Dundas St Downtown' : null);

describe('the timeline in words', () => {
  it.each([
    [{ action: 'extended', details: { cycles: 2 } }, 'Extended by 2 cycles'],
    [{ action: 'extended', details: { cycles: 1 } }, 'Extended by 1 cycle'],
    [{ action: 'moved', details: { from: '2026-12-07', to: '2027-01-04' } }, 'Moved from Mon Dec 7, 2026 to Mon Jan 4, 2027'],
    [
      { action: 'price_set', details: { booking_id: 'b1', from_cents: 110_000, to_cents: 95_050 } },
      'Price changed on London — Dundas St Downtown: $1,100.00 to $950.50 per cycle',
    ],
    [{ action: 'emailed', details: { kind: 'cancelled', to: 'p@example.com' } }, 'Cancellation e-mailed to p@example.com'],
    [
      { action: 'emailed', details: { kind: 'confirmed', to: 'ana@example.com', note: 'deposit_link', message_id: 4 } },
      'Confirmation e-mailed to ana@example.com, with the deposit link',
    ],
    [
      { action: 'emailed', details: { kind: 'confirmed', to: 'ana@example.com', note: 'invoice_follows' } },
      'Confirmation e-mailed to ana@example.com, saying an invoice will follow',
    ],
    [{ action: 'emailed', details: { kind: 'artwork_rejected', to: 'ana@example.com' } }, 'Artwork change request e-mailed to ana@example.com'],
    // A kind this screen does not know yet is still words, never the raw kind.
    [{ action: 'emailed', details: { kind: 'a_kind_from_a_newer_database', to: 'ana@example.com' } }, 'E-mail sent to ana@example.com'],
    [{ action: 'emailed', details: { kind: 'invoice_overdue', to: 'ana@example.com' } }, 'Overdue invoice notice e-mailed to ana@example.com'],
    [{ action: 'notice_skipped', details: { kind: 'confirmed' } }, 'Confirmation not e-mailed'],
    [
      { action: 'emailed', details: { kind: 'payment_receipt', to: 'ana@example.com', note: 'deposit' } },
      'Receipt e-mailed to ana@example.com, for the deposit',
    ],
    [{ action: 'emailed', details: { kind: 'refund', to: 'ana@example.com' } }, 'Refund notice e-mailed to ana@example.com'],
    [{ action: 'emailed', details: { kind: 'proof_ready', to: 'ana@example.com' } }, 'Proof-of-play notice e-mailed to ana@example.com'],
    [{ action: 'live', details: {} }, 'Went live'],
    [{ action: 'deposit_paid', details: { amount_cents: 214_700, method: 'card', session: 'cs_1' } }, 'Deposit paid by card: $2,147.00'],
    [{ action: 'payment_recorded', details: { amount_cents: 150_000, method: 'cheque', reference: '#4411' } }, 'Payment recorded: $1,500.00, Cheque (#4411)'],
    [{ action: 'refund_recorded', details: { amount_cents: 50_000, method: 'e_transfer', reference: null } }, 'Refund recorded: $500.00, E-transfer'],
    [{ action: 'refunded', details: { amount_cents: 214_700, charge: 'ch_1' } }, 'Refunded by card: $2,147.00'],
    [{ action: 'card_authorised', details: { amount_cents: 124_300, payment_intent: 'pi_1' } }, 'Deposit held on the card: $1,243.00'],
    [{ action: 'card_released', details: { amount_cents: 124_300, payment_intent: 'pi_1' } }, 'Card hold released: $1,243.00'],
    [{ action: 'xibo_uploaded', details: { media_id: 12, name: 'C-7K2M9Q-v1.png' } }, 'Artwork uploaded to Xibo: C-7K2M9Q-v1.png (media 12)'],
    [
      { action: 'xibo_scheduled', details: { event_id: 3, display_group_id: 42, from: '2027-01-04T05:00:00Z', to: '2027-02-01T05:00:00Z' } },
      'Scheduled in Xibo on display group 42 from Jan 4, 2027, 12:00 a.m. to Feb 1, 2027, 12:00 a.m.',
    ],
    [
      {
        action: 'xibo_scheduled',
        details: { event_id: 4, display_group_id: 42, from: '2027-03-01T05:00:00Z', to: '2027-03-06T05:00:00Z', make_good_id: 'mg-1' },
      },
      'Scheduled in Xibo for make-good days on display group 42 from Mar 1, 2027, 12:00 a.m. to Mar 6, 2027, 12:00 a.m.',
    ],
    [
      { action: 'xibo_rescheduled', details: { event_id: 3, from: '2027-01-04T05:00:00Z', to: '2027-02-01T05:00:00Z' } },
      'Xibo event moved (event 3) to Jan 4, 2027, 12:00 a.m. – Feb 1, 2027, 12:00 a.m.',
    ],
    [{ action: 'xibo_unscheduled', details: { event_id: 3 } }, 'Removed from the Xibo schedule: event 3'],
    [
      { action: 'xibo_failed', details: { given_up: false, error: 'Xibo answered 500: Unexpected Error' } },
      'Xibo call failed, trying again: Xibo answered 500: Unexpected Error',
    ],
    [
      { action: 'make_good', details: { kind: 'extra_days', days: 5, cycle_start: '2026-12-07', credit_cents: null } },
      'Make-good recorded: 5 extra days for the cycle of Mon Dec 7, 2026',
    ],
    [
      { action: 'make_good', details: { kind: 'credit', days: null, cycle_start: '2026-12-07', credit_cents: 50_000 } },
      'Make-good recorded: credit of $500.00 before HST for the cycle of Mon Dec 7, 2026',
    ],
    [{ action: 'something_new', details: {} }, 'something new'],
  ])('%j reads “%s”', (event, words) => {
    expect(eventLabel(event, boards)).toBe(words);
  });

  it('names who acted and the change of state', () => {
    expect(actorLabel(null, 'me')).toBe('The site');
    expect(actorLabel('me', 'me')).toBe('You');
    expect(actorLabel('other', 'me')).toBe('Another staff account');
    expect(transitionLabel('requested', 'confirmed')).toBe('Requested → Confirmed');
    expect(transitionLabel('confirmed', 'confirmed')).toBeNull();
    expect(transitionLabel(null, 'requested')).toBeNull();
    expect(lengthRateLabel(500)).toBe('less 5% for length');
    expect(lengthRateLabel(0)).toBeNull();
  });
});
