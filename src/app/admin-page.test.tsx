import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { AUTH_REQUIRED_NOTICE, SignInPage } from '@/features/auth/components/sign-in-page';
import { AdminPage } from './admin-page';

const mocks = vi.hoisted(() => ({ getSession: vi.fn() }));

vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: {
      getSession: mocks.getSession,
      signOut: vi.fn(),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
    },
  },
}));

const ADMIN = 'admin@londondigitalbillboards.ca';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/leads',
        element: (
          <AdminPage title="Leads" description="Quote requests." path="/admin/leads">
            <p>Leads screen</p>
          </AdminPage>
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
    ],
    { initialEntries: [path] },
  );
  render(
    <HelmetProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </HelmetProvider>,
  );
  return router;
}

describe('admin shell', () => {
  beforeEach(() => vi.clearAllMocks());

  it('gives the signed-in admin the admin navigation, the address, View site and Sign out, and no authentication notice', async () => {
    mocks.getSession.mockResolvedValue({ data: { session: { user: { email: ADMIN } } }, error: null });
    renderAt('/admin/leads');
    expect(await screen.findByText('Leads screen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Blog', 'Leads', 'Locations', 'Bookings', 'Advertisers', 'Artwork', 'Invoices', 'Privacy']);
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    expect(within(banner).getByText(`Signed in as ${ADMIN}`)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByText(/Authentication required/)).not.toBeInTheDocument();
    // No marketing chrome: no footer, no call bar.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /call/i })).not.toBeInTheDocument();
  });

  it('sends someone signed out to /auth, which says why', async () => {
    mocks.getSession.mockResolvedValue({ data: { session: null }, error: null });
    const router = renderAt('/admin/leads');
    expect(await screen.findByText(AUTH_REQUIRED_NOTICE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
