import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { AUTH_REQUIRED_NOTICE, SignInPage } from '@/features/auth/components/sign-in-page';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { AdminPage } from './admin-page';

const mocks = { getSession: vi.fn(), rpc: vi.fn() };

beforeEach(() => {
  fakeSupabase({
    auth: {
      getSession: mocks.getSession,
      signOut: vi.fn(),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
    },
    rpc: mocks.rpc,
  });
});

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

const IDLE = { state: 'idle', error: null, failed_at: null, next_attempt_at: null, pending_since: null };

/** What site_rebuild_state answers, then `later` for every read after the first. */
function rebuildState(first: Record<string, unknown>, later = first) {
  mocks.rpc.mockImplementation(async (fn: string) => {
    if (fn === 'retry_site_rebuild') return { data: null, error: null, status: 204 };
    const reads = mocks.rpc.mock.calls.filter(([name]) => name === 'site_rebuild_state').length;
    return { data: [reads === 1 ? first : later], error: null, status: 200 };
  });
}

describe('admin shell', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    rebuildState(IDLE);
  });

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
    ).toEqual(['Dashboard', 'Blog', 'Leads', 'Locations', 'Bookings', 'Advertisers', 'Artwork', 'Players', 'Proof of play', 'Invoices', 'Privacy']);
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

describe('the public site update notice on every admin screen', () => {
  const REFUSED = {
    state: 'failed',
    error: 'The host answered 404 Not Found',
    failed_at: '2026-11-29T11:09:00Z',
    next_attempt_at: '2026-11-29T11:10:00Z',
    pending_since: '2026-11-29T11:08:30Z',
  };
  const NOTICE = 'The public site could not be updated: The host answered 404 Not Found. It is tried again automatically, next at Nov 29, 2026, 6:10 a.m.';

  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mocks.getSession.mockResolvedValue({ data: { session: { user: { email: ADMIN } } }, error: null });
  });
  afterEach(() => vi.useRealTimers());

  it('a rebuild the host refused is shown, with the next try, on a screen that saved nothing, until one succeeds', async () => {
    rebuildState(REFUSED, IDLE);
    renderAt('/admin/leads');
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE);
    // The notice reads the database again on its own: the job's next try succeeded.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('Leads screen')).toBeInTheDocument();
  });

  it('Try again now asks the database for a try without the pause, and reads the state again', async () => {
    rebuildState(REFUSED, { ...REFUSED, next_attempt_at: null });
    renderAt('/admin/leads');
    const alert = await screen.findByRole('alert');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again now' }));
    });
    expect(mocks.rpc).toHaveBeenCalledWith('retry_site_rebuild');
    expect(await within(alert).findByText('The next try is within a minute.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('It is tried again automatically, within a few minutes.');
  });

  it('a rebuild that waits is said quietly, with no alert', async () => {
    rebuildState({ ...IDLE, state: 'pending', pending_since: '2026-11-29T11:08:30Z' });
    renderAt('/admin/leads');
    expect(await screen.findByText('Your changes go live within a few minutes.')).toBeVisible();
    // Quiet: neither an alert nor a live region of its own, beside the screen's.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
