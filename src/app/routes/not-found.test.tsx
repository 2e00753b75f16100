import { screen, waitFor, within } from '@testing-library/react';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { Component as NotFoundPage } from './not-found';
import { renderRoute } from './testing/render-route';
import { setupUser } from '@/testing/user-events';

const from = vi.fn();

beforeEach(() => {
  // Public reads go through PostgREST's client: the same calls, on the same stand-in.
  fakeSupabase({ from });
  fakePublicReads({ from });
});

function answerSearch(rows: { slug: string; title: string }[]) {
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'ilike', 'order', 'limit']) builder[method] = () => builder;
  builder.then = (resolve: (r: unknown) => unknown) => Promise.resolve({ data: rows, error: null }).then(resolve);
  from.mockReturnValue(builder);
}

describe('not-found page', () => {
  let spy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => spy.mockRestore());

  it('shows the heading and a link home, is noindex, and logs the path once', async () => {
    renderRoute(NotFoundPage, { url: '/no-such-page', pattern: '*' });

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/no-such-page');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });

  it('offers the main destinations: billboards, map, blog, contact', () => {
    renderRoute(NotFoundPage, { url: '/no-such-page', pattern: '*' });
    const nav = screen.getByRole('navigation', { name: 'Popular pages' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/billboards', '/billboard-map', '/blog', '/contact-us']);
  });

  it('searches published posts by title and links the ones found; the answer is announced in a region that was there first', async () => {
    const user = setupUser();
    renderRoute(NotFoundPage, { url: '/no-such-page', pattern: '*' });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    answerSearch([{ slug: 'billboard-costs-2026', title: 'What Billboards Cost in 2026' }]);
    await user.type(screen.getByRole('searchbox', { name: 'Search blog posts by title' }), 'cost');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'What Billboards Cost in 2026' })).toHaveAttribute('href', '/blog/billboard-costs-2026');
    expect(status).toHaveTextContent('1 post with “cost” in the title.');

    answerSearch([]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search blog posts by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search blog posts by title' }), 'zebra');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(status).toHaveTextContent('No post has “zebra” in its title.'));
    expect(screen.getByRole('link', { name: 'See all blog posts' })).toHaveAttribute('href', '/blog');
  });
});
