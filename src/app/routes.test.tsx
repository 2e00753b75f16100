import { render, screen, waitFor, within } from '@testing-library/react';
import { generatePath, MemoryRouter, useLocation } from 'react-router-dom';
import { adminPages } from '@/components/layout/admin-nav';
import { AUTH_REQUIRED_NOTICE } from '@/features/auth/components/sign-in-page';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { AppProvider } from './provider';
import { adminScreenPaths } from './routes/admin/index';
import { AppRoutes, matchRouteIds, NOT_FOUND_ROUTE_ID } from './routes';

const mocks = { getSession: vi.fn() };

beforeEach(() => {
  fakeSupabase({
    auth: {
      getSession: mocks.getSession,
      signOut: vi.fn(),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
    },
    // The shell's own reads (the rebuild, the worklist's count) fail here: the not-found must not depend on them.
    rpc: async () => ({ data: null, error: { message: 'not part of this test', code: 'PGRST000' }, status: 500 }),
  });
});

const ADMIN = 'admin@londondigitalbillboards.ca';

function Pathname() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

function renderApp(url: string) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <Pathname />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('signed out, the guard', () => {
  beforeEach(() => {
    mocks.getSession.mockResolvedValue({ data: { session: null }, error: null });
  });

  // Every screen of the staff's route table, so a screen added outside the admin shell (and its
  // guard) fails here; the browser journey follows the guard on one screen's first load.
  const screens = adminScreenPaths.map((pattern) => generatePath(pattern.replace(/\/\*$/, ''), { id: 'any-id' }));

  it.each(['/admin', ...screens])('sends a visitor at %s to /auth, which says why, showing none of the screen', async (path) => {
    const { unmount } = renderApp(path);
    expect(await screen.findByText(AUTH_REQUIRED_NOTICE, undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent(/^\/auth$/);
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    unmount();
  });

  it('covers every screen the admin navigation links to', () => {
    expect(screens).toEqual(expect.arrayContaining(adminPages.map(({ to }) => to)));
  });
});

describe('an unknown path under /admin', () => {
  beforeEach(() => {
    mocks.getSession.mockResolvedValue({ data: { session: { user: { email: ADMIN } } }, error: null });
  });

  it('is the admin shell’s not-found: the admin header and navigation, a not-found message, noindex; no marketing top bar', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/admin/anything-unknown');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText('No admin screen at /admin/anything-unknown. Choose one in the navigation above.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // None of the marketing layout or the public not-found page's body.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Popular pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
    expect(consoleError).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/admin/anything-unknown');
    consoleError.mockRestore();
  });

  it('is not the public not-found route, while a public unknown path still is', () => {
    expect(matchRouteIds('/admin/anything-unknown')).not.toContain(NOT_FOUND_ROUTE_ID);
    expect(matchRouteIds('/no-such-page')).toContain(NOT_FOUND_ROUTE_ID);
    // The staff's screens route in their own table, behind one entry of the site's.
    expect(matchRouteIds('/admin/leads')).toEqual(['routes/admin/index']);
  });
});

describe('the industry pages', () => {
  it('each has a module of its own inside the industries’ table', () => {
    expect(matchRouteIds('/industries/retail')).toContain('routes/industries/retail');
    expect(matchRouteIds('/industries/real-estate')).toContain('routes/industries/real-estate');
    // Any other is answered by the industries' table with the not-found page (src/app/routes/industries/index.tsx).
    expect(matchRouteIds('/industries/plumbing')).toEqual(['root', 'routes/industries/index']);
  });
});
