import { screen, waitFor } from '@testing-library/react';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { COMPARE_PAGE_TEXT, Component as ComparePage } from './compare';
import { renderRoute } from './testing/render-route';

beforeEach(() => {
  // An empty shortlist: what a crawler has (another file's test may have left one behind).
  localStorage.clear();
  const from = vi.fn();
  // The page reads the boards' live figures as it mounts: none to read here.
  const rpc = () => ({ then: (resolve: (value: unknown) => unknown) => Promise.resolve({ data: [], error: null, status: 200 }).then(resolve) });
  fakeSupabase({ from });
  fakePublicReads({ from, rpc });
});

describe('compare page', () => {
  it('is kept out of search engines: a crawler has no shortlist, so it would index an empty table', async () => {
    renderRoute(ComparePage, { url: '/compare', pattern: '/compare' });
    expect(screen.getByRole('heading', { level: 1, name: COMPARE_PAGE_TEXT.title })).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });
});
