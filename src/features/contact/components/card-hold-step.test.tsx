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
  it('with Stripe: asks for the Checkout with the request’s token and goes there', async () => {
    invoke.mockResolvedValue({ data: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }, error: null });
    const go = vi.fn();
    render(<CardHoldStep token={TOKEN} go={go} />);
    expect(screen.getByRole('status')).toHaveTextContent(CARD_HOLD_STEP_TEXT.opening);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(go).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith('request-checkout', { body: { correction_token: TOKEN } });
  });

  it('without Stripe: the request stands and an invoice follows', async () => {
    const context = new Response(JSON.stringify({ error: 'Online payment is not available: an invoice will follow.' }), { status: 503 });
    invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(context) });
    const go = vi.fn();
    render(<CardHoldStep token={TOKEN} go={go} />);
    expect(await screen.findByText(CARD_HOLD_STEP_TEXT.invoiceFollows)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
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
