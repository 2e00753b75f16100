import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { AuthProvider } from './auth-provider';
import { SignInPage } from './sign-in-page';

const mocks = {
  getSession: vi.fn(),
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
};

beforeEach(() => {
  fakeSupabase({
    auth: {
      getSession: mocks.getSession,
      signInWithPassword: mocks.signInWithPassword,
      signOut: mocks.signOut,
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
    },
  });
});

const ADMIN = 'admin@londondigitalbillboards.ca';

function renderPage(adminEmail = ADMIN) {
  const router = createMemoryRouter(
    [
      {
        path: '/auth',
        element: (
          <AuthProvider>
            <SignInPage adminEmail={adminEmail} />
          </AuthProvider>
        ),
      },
      { path: '/admin/blog', element: <p>Admin page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/auth'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('SignInPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.getSession.mockResolvedValue({ data: { session: null }, error: null });
  });

  it('shows the fixed admin e-mail read-only, a password field and a Back to Home link', async () => {
    renderPage();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue(ADMIN);
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('says the staff run the sale here, not only the blog', async () => {
    renderPage();
    expect(
      await screen.findByText('Sign in to manage bookings, campaigns, invoices and the blog. Only the site administrator has access.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Sign in to manage blog posts/)).toBeNull();
  });

  it('redirects to / when already signed in', async () => {
    mocks.getSession.mockResolvedValue({ data: { session: { user: { email: ADMIN } } }, error: null });
    renderPage();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('clears stored auth keys, signs in and goes to /admin/blog', async () => {
    localStorage.setItem('sb-127-auth-token', 'stale');
    mocks.signInWithPassword.mockImplementation(async () => {
      expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
      return { data: { user: { email: ADMIN }, session: {} }, error: null };
    });
    const router = renderPage();
    await userEvent.type(await screen.findByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Admin page')).toBeInTheDocument();
    expect(mocks.signInWithPassword).toHaveBeenCalledWith({ email: ADMIN, password: 'secret' });
    expect(router.state.location.pathname).toBe('/admin/blog');
  });

  it('shows the invalid password message', async () => {
    mocks.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password for admin account.');
  });

  it("shows 'An unexpected error occurred' when the call throws", async () => {
    mocks.signInWithPassword.mockRejectedValue(new Error('boom'));
    renderPage();
    await userEvent.type(await screen.findByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it("refuses another account with 'This account is restricted.'", async () => {
    mocks.signInWithPassword.mockResolvedValue({ data: { user: { email: 'intruder@example.com' }, session: {} }, error: null });
    mocks.signOut.mockResolvedValue({ error: null });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is restricted.');
    expect(mocks.signOut).toHaveBeenCalled();
  });
});
