import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { AuthProvider } from './auth-provider';
import { RequireAuth } from './require-auth';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

const mocks = {
  getSession: vi.fn(),
  signOut: vi.fn(),
  listeners: [] as ((event: string, session: unknown) => void)[],
};

beforeEach(() => {
  fakeSupabase({
    auth: {
      getSession: mocks.getSession,
      signOut: mocks.signOut,
      onAuthStateChange: (cb: Listener) => {
        mocks.listeners.push(cb as (event: string, session: unknown) => void);
        return { data: { subscription: { unsubscribe: vi.fn() } } };
      },
    },
  });
});

const session = { access_token: 't', user: { id: 'u1', email: 'admin@londondigitalbillboards.ca' } } as unknown as Session;

function AuthPageProbe() {
  const location = useLocation();
  return <p>Sign-in page, from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderGuarded() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/blog',
        element: (
          <AuthProvider>
            <RequireAuth adminEmail="admin@londondigitalbillboards.ca">
              <p>Admin content</p>
            </RequireAuth>
          </AuthProvider>
        ),
      },
      { path: '/auth', element: <AuthPageProbe /> },
    ],
    { initialEntries: ['/admin/blog'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('RequireAuth', () => {
  beforeEach(() => {
    mocks.listeners.length = 0;
    mocks.getSession.mockReset();
    mocks.signOut.mockReset();
  });

  it("shows 'Loading...' and then sends a signed-out visitor to /auth, remembering where they came from", async () => {
    let resolve!: (v: unknown) => void;
    mocks.getSession.mockReturnValue(new Promise((r) => (resolve = r)));
    const router = renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => resolve({ data: { session: null }, error: null }));
    expect(await screen.findByText('Sign-in page, from /admin/blog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the protected content to a signed-in admin', async () => {
    mocks.getSession.mockResolvedValue({ data: { session }, error: null });
    renderGuarded();
    expect(await screen.findByText('Admin content')).toBeInTheDocument();
  });

  it("shows an advertiser's session 'This account is restricted.' and none of the protected content", async () => {
    const advertiser = { access_token: 't', user: { id: 'u2', email: 'pat@bakery.example' } } as unknown as Session;
    mocks.getSession.mockResolvedValue({ data: { session: advertiser }, error: null });
    const router = renderGuarded();
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is restricted.');
    expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your advertiser account' })).toHaveAttribute('href', '/account');
    expect(router.state.location.pathname).toBe('/admin/blog');
  });

  it("offers an advertiser's session Sign out, which signs it out everywhere and opens sign-in", async () => {
    const advertiser = { access_token: 't', user: { id: 'u2', email: 'pat@bakery.example' } } as unknown as Session;
    mocks.getSession.mockResolvedValue({ data: { session: advertiser }, error: null });
    mocks.signOut.mockResolvedValue({ error: null });
    const router = renderGuarded();
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(mocks.signOut).toHaveBeenCalledWith({ scope: 'global' });
  });

  it('follows a sign-out from another tab', async () => {
    mocks.getSession.mockResolvedValue({ data: { session }, error: null });
    const router = renderGuarded();
    await screen.findByText('Admin content');
    await act(async () => mocks.listeners.forEach((cb) => cb('SIGNED_OUT', null)));
    expect(await screen.findByText(/Sign-in page/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });
});
