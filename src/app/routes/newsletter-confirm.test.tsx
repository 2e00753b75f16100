import { screen } from '@testing-library/react';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { CONFIRM_TEXT, Component as ConfirmPage } from './newsletter-confirm';
import { renderRoute } from './testing/render-route';
import { setupUser } from '@/testing/user-events';

// The app's one client (loaded on demand), faked by spies on the real object (src/testing).
const rpc = vi.fn();
beforeEach(() => fakeSupabase({ rpc }));

const TOKEN = '3f1c2a4e-8d7b-4c6a-9e5f-0a1b2c3d4e5f';
const open = (token = TOKEN) => renderRoute(ConfirmPage, { url: `/newsletter/confirm?token=${token}`, pattern: '/newsletter/confirm' });

beforeEach(() => rpc.mockReset());

describe('newsletter confirmation page', () => {
  it('opening the link confirms nothing: the page asks, and only the press calls the database, once', async () => {
    const user = setupUser();
    rpc.mockResolvedValue({ data: true, error: null, status: 200 });
    open();

    expect(screen.getByRole('heading', { level: 1, name: CONFIRM_TEXT.ask })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRM_TEXT.askBody);
    const button = screen.getByRole('button', { name: 'Confirm my subscription' });
    // Give any effect a chance to run: a prefetching mail scanner must not subscribe the address.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rpc).not.toHaveBeenCalled();

    await user.click(button);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your subscription is confirmed' });
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('confirm_newsletter_subscription', { p_token: TOKEN });
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRM_TEXT.confirmedBody);
    // The button is gone with the answer; the focus is on the answer.
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).not.toBeInTheDocument();
    expect(heading).toHaveFocus();
  });

  it('an unknown, used or expired token gets one answer after the press', async () => {
    const user = setupUser();
    rpc.mockResolvedValue({ data: false, error: null, status: 200 });
    open();
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRM_TEXT.invalidBody);
  });

  it('a token that is not one gets the same answer without asking the database', async () => {
    const user = setupUser();
    open('not-a-token');
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' })).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('a failure of the database says so and asks to try again later', async () => {
    const user = setupUser();
    rpc.mockResolvedValue({ data: null, error: { message: 'down', code: 'XX000' }, status: 500 });
    open();
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm your subscription right now' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRM_TEXT.failedBody);
  });
});
