import { FunctionsHttpError } from '@supabase/supabase-js';
import { act, render, screen } from '@testing-library/react';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { CARD_HOLD_STEP_TEXT, CardHoldStep, cardHoldNext } from './card-hold-step';
import { HeldRequestPanel } from './held-request';
import { setupUser } from '@/testing/user-events';

const invoke = vi.fn();
const TOKEN = 'b'.repeat(64);
const URL_1 = 'https://checkout.stripe.com/c/pay/cs_test_1';
const refused = (status: number, error: string) => ({ data: null, error: new FunctionsHttpError(new Response(JSON.stringify({ error }), { status })) });

beforeEach(() => {
  fakeSupabase({ functions: { invoke } });
});

afterEach(() => invoke.mockReset());

describe('what the request form does once request-checkout answers', () => {
  it('a Checkout: leaves for it', () => {
    expect(cardHoldNext({ kind: 'checkout', url: URL_1 })).toEqual({ kind: 'leave', url: URL_1 });
  });

  it('no Stripe: stays and says an invoice will follow, nothing to retry', () => {
    expect(cardHoldNext({ kind: 'unconfigured' })).toEqual({ kind: 'stay', text: CARD_HOLD_STEP_TEXT.invoiceFollows, retry: false, alert: false });
  });

  it('the request can no longer hold a card: the function’s words, nothing to retry', () => {
    expect(cardHoldNext({ kind: 'closed', message: 'The deposit of this request is already held on your card.' })).toEqual({
      kind: 'stay',
      text: 'The deposit of this request is already held on your card.',
      retry: false,
      alert: false,
    });
  });

  it('a failure: stays, says the request is kept, and offers another try', () => {
    expect(cardHoldNext({ kind: 'failed', message: 'The payment page could not be opened.' })).toEqual({
      kind: 'stay',
      text: CARD_HOLD_STEP_TEXT.failed,
      retry: true,
      alert: true,
    });
  });
});

describe('the request form’s card step', () => {
  it('with Stripe: asks for the Checkout with the request’s token and goes straight there', async () => {
    invoke.mockResolvedValue({ data: { url: URL_1 }, error: null });
    const go = vi.fn();
    render(<CardHoldStep token={TOKEN} go={go} />);
    expect(screen.getByText(CARD_HOLD_STEP_TEXT.opening)).toBeInTheDocument();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(URL_1));
    expect(go).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith('request-checkout', { body: { correction_token: TOKEN } });
  });

  it('without Stripe: the request stands and an invoice follows', async () => {
    invoke.mockResolvedValue(refused(503, 'Online payment is not available: an invoice will follow.'));
    const go = vi.fn();
    render(<CardHoldStep token={TOKEN} go={go} />);
    expect(await screen.findByText(CARD_HOLD_STEP_TEXT.invoiceFollows)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CARD_HOLD_STEP_TEXT.go })).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('the Checkout cannot be made: says so, and "Hold the deposit on my card" tries again and goes', async () => {
    invoke
      .mockResolvedValueOnce(refused(502, 'The payment page could not be opened. Your request is kept: we will send an invoice if we confirm it.'))
      .mockResolvedValueOnce({ data: { url: URL_1 }, error: null });
    const go = vi.fn();
    const user = setupUser();
    render(<CardHoldStep token={TOKEN} go={go} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_HOLD_STEP_TEXT.failed);
    expect(go).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: CARD_HOLD_STEP_TEXT.go }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(URL_1));
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('back from Checkout by the browser’s Back button: the card is offered again', async () => {
    invoke.mockResolvedValue({ data: { url: URL_1 }, error: null });
    const go = vi.fn();
    render(<CardHoldStep token={TOKEN} go={go} />);
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByText(CARD_HOLD_STEP_TEXT.back)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CARD_HOLD_STEP_TEXT.go })).toBeInTheDocument();
  });

  it('the held request’s panel takes the step only when the form just stored the request', async () => {
    invoke.mockResolvedValue(refused(503, 'Online payment is not available: an invoice will follow.'));
    const held = { expiresAt: '2026-12-04T15:00:00Z', reference: 'C-7K3Q9X', correctionToken: TOKEN, correctUntil: '2026-11-27T12:30:00Z' };
    const { unmount } = render(<HeldRequestPanel held={held} />);
    expect(invoke).not.toHaveBeenCalled();
    unmount();
    render(<HeldRequestPanel held={{ ...held, justStored: true }} />);
    expect(await screen.findByText(CARD_HOLD_STEP_TEXT.invoiceFollows)).toBeInTheDocument();
  });
});
