import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NOT_FOUND_TEXT } from '@/components/marketing/not-found-content';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { AppProvider } from '../../provider';
import { AppRoutes, matchRouteIds } from '../../routes';

const mocks = { maybeSingle: vi.fn() };

beforeEach(() => {
  fakeSupabase({
    auth: {
      getSession: async () => ({ data: { session: { user: { id: 'staff-1', email: 'admin@londondigitalbillboards.ca' } } }, error: null }),
      signOut: vi.fn(),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
    },
    from: () => ({ select: () => ({ eq: () => ({ maybeSingle: mocks.maybeSingle }) }) }),
    // No campaign, no messages; the shell's own reads (the rebuild, the worklist's count) fail here: the not-found must not depend on them.
    rpc: async (name: string) =>
      name === 'campaign_messages'
        ? { data: [], error: null, status: 200 }
        : { data: null, error: { message: 'not part of this test', code: 'PGRST000' }, status: 500 },
  });
});

function renderApp(url: string) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('/admin/campaigns/:id', () => {
  it("is routed by the admin's own table, behind the site's one /admin entry", () => {
    expect(matchRouteIds('/admin/campaigns/a2000000-0000-4000-8000-000000000001')).toEqual(['routes/admin/index']);
  });

  it.each([
    ['an id no campaign has', '/admin/campaigns/a2000000-0000-4000-8000-0000000000ff'],
    ['an address that is no id at all', '/admin/campaigns/nope'],
  ])('%s: the admin shell’s not-found', async (_, url) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mocks.maybeSingle.mockResolvedValue({ data: null, error: null, status: 200 });
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByText(`No admin screen at ${url}. Choose one in the navigation above.`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
