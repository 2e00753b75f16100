import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { AuthProvider } from './auth-provider';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';

const ADMIN = 'admin@londondigitalbillboards.ca';

const mocks = {
  getSession: vi.fn(),
  verifyOtp: vi.fn(),
  updateUser: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  listeners: [] as ((event: string, session: unknown) => void)[],
};

beforeEach(() => {
  fakeSupabase({
    auth: {
      getSession: mocks.getSession,
      verifyOtp: mocks.verifyOtp,
      updateUser: mocks.updateUser,
      resetPasswordForEmail: mocks.resetPasswordForEmail,
      signOut: vi.fn(),
      onAuthStateChange: (listener: (event: string, session: unknown) => void) => {
        mocks.listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => {} } } };
      },
    },
  });
});

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/auth/reset-password',
        element: (
          <AuthProvider>
            <ResetPasswordPage />
          </AuthProvider>
        ),
      },
      {
        path: '/auth',
        element: (
          <AuthProvider>
            <SignInPage adminEmail={ADMIN} />
          </AuthProvider>
        ),
      },
      { path: '/admin/blog', element: <p>Admin page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('password reset', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.listeners = [];
    mocks.getSession.mockResolvedValue({ data: { session: null }, error: null });
  });

  it('Forgot password? e-mails a link to our reset page for the admin address, and says so in a live region', async () => {
    mocks.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    renderAt('/auth');
    expect(await screen.findByLabelText('Email')).toHaveValue(ADMIN);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(mocks.resetPasswordForEmail).toHaveBeenCalledWith(ADMIN, { redirectTo: `${window.location.origin}/auth/reset-password` }));
    expect(await screen.findByText(/a link to set a new password is on its way/)).toHaveAttribute('role', 'status');
  });

  it('says when a reset e-mail was asked for less than a minute ago', async () => {
    mocks.resetPasswordForEmail.mockResolvedValue({ data: null, error: { status: 429, message: 'For security purposes...' } });
    renderAt('/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('A reset e-mail was sent less than a minute ago. Check your inbox, or try again in a minute.')).toBeInTheDocument();
  });

  it('spends the link once for a session, then saves a new password and opens the admin', async () => {
    const session = { user: { email: ADMIN } };
    mocks.verifyOtp.mockImplementation(async () => {
      // Over the network in real life: the provider is listening by then.
      await new Promise((resolve) => setTimeout(resolve, 20));
      mocks.getSession.mockResolvedValue({ data: { session }, error: null });
      for (const listener of mocks.listeners) listener('SIGNED_IN', session);
      return { data: { session, user: session.user }, error: null };
    });
    mocks.updateUser.mockResolvedValue({ data: { user: session.user }, error: null });
    const router = renderAt('/auth/reset-password?token_hash=abc&type=recovery');
    const field = await screen.findByLabelText('New password');
    expect(mocks.verifyOtp).toHaveBeenCalledTimes(1);
    expect(mocks.verifyOtp).toHaveBeenCalledWith({ token_hash: 'abc', type: 'recovery' });
    // The spent token leaves the address.
    expect(router.state.location.search).toBe('');
    fireEvent.change(field, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use at least 8 characters.');
    fireEvent.change(field, { target: { value: 'a-long-new-password' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a-long-new-passwort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords do not match.');
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'a-long-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
    expect(mocks.updateUser).toHaveBeenCalledWith({ password: 'a-long-new-password' });
  });

  it('says an expired or used link is no good, with the way back', async () => {
    mocks.verifyOtp.mockResolvedValue({ data: { session: null, user: null }, error: { status: 403, code: 'otp_expired' } });
    renderAt('/auth/reset-password?token_hash=spent&type=recovery');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used. Ask for a new one from the sign-in page.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });
});
