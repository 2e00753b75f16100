import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form';

describe('parseStripeForm', () => {
  it('reads stripe-node’s bracketed form back into nested objects and arrays', () => {
    const body = new URLSearchParams([
      ['mode', 'payment'],
      ['line_items[0][quantity]', '1'],
      ['line_items[0][price_data][currency]', 'cad'],
      ['line_items[0][price_data][product_data][name]', 'Deposit'],
      ['line_items[1][price_data][unit_amount]', '13585'],
      ['metadata[campaign_id]', 'a2000000-0000-4000-8000-000000000007'],
    ]).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'cad', product_data: { name: 'Deposit' } } }, { price_data: { unit_amount: '13585' } }],
      metadata: { campaign_id: 'a2000000-0000-4000-8000-000000000007' },
    });
  });
});
