import { FunctionsHttpError } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { CARD_HOLD_STEP_TEXT, CardHoldStep } from './card-hold-step';
import { HeldRequestPanel } from './held-request';

const invoke = vi.fn();
const TOKEN = 'b'.repeat(64);

beforeEach(() => {
  fakeSupabase({ functions: { invoke } });
});

afterEach(() => invoke.mockReset());

describe('the request form’s card step', () => {
  it('with Stripe: asks for the Checkout with the request’s token and leads there', async () => {
    invoke.mockResolvedValue({ data: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }, error: null });
    render(<CardHoldStep token={TOKEN} />);
    const go = await screen.findByRole('link', { name: CARD_HOLD_STEP_TEXT.go });
    expect(go).toHaveAttribute('href', 'https://checkout.stripe.com/c/pay/cs_test_1');
    expect(screen.getByText(CARD_HOLD_STEP_TEXT.explain)).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith('request-checkout', { body: { correction_token: TOKEN } });
  });

  it('without Stripe: the request stands and an invoice follows', async () => {
    const context = new Response(JSON.stringify({ error: 'Online payment is not available: an invoice will follow.' }), { status: 503 });
    invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(context) });
    render(<CardHoldStep token={TOKEN} />);
    expect(await screen.findByText(CARD_HOLD_STEP_TEXT.invoiceFollows)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: CARD_HOLD_STEP_TEXT.go })).toBeNull();
  });

  it('the held request’s panel takes the step only when the form just stored the request', async () => {
    invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(new Response('{}', { status: 503 })) });
    const held = { expiresAt: '2026-12-04T15:00:00Z', reference: 'C-7K3Q9X', correctionToken: TOKEN, correctUntil: '2026-11-27T12:30:00Z' };
    const { unmount } = render(<HeldRequestPanel held={held} />);
    expect(invoke).not.toHaveBeenCalled();
    unmount();
    render(<HeldRequestPanel held={{ ...held, justStored: true }} />);
    expect(await screen.findByText(CARD_HOLD_STEP_TEXT.invoiceFollows)).toBeInTheDocument();
  });
});
