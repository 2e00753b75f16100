import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BLOG_PAGE_SIZE } from '@/config/blog';
import { fakeFrom, type BuilderCall } from '@/testing/fake-query-builder';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { BlogList } from './blog-list';
import { makePost } from '../testing/test-posts';

// The public reads' client, faked by spies on the real object (src/testing): the posts table answers what `answer` gives.
const calls: BuilderCall[] = [];
let answer: () => unknown;
const page = (posts: unknown[], count: number) => () => ({ data: posts, count, error: null, status: 200 });

beforeEach(() => {
  calls.length = 0;
  fakePublicReads({ from: fakeFrom(calls, () => answer()) });
});

function renderList(page?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<BlogList page={page} />, { wrapper });
}

/** The rows each read asked for, as [from, to]. */
const ranges = () => calls.filter((call) => call.method === 'range').map((call) => call.args);

describe('BlogList', () => {
  it('asks for the page it shows, the first by default', async () => {
    answer = () => new Promise(() => undefined);
    renderList();
    await waitFor(() => expect(ranges()).toEqual([[0, BLOG_PAGE_SIZE - 1]]));
    renderList(3);
    await waitFor(() => expect(ranges().at(-1)).toEqual([2 * BLOG_PAGE_SIZE, 3 * BLOG_PAGE_SIZE - 1]));
  });

  it('shows a loading state', () => {
    answer = () => new Promise(() => undefined);
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts...');
  });

  it('shows the error text', async () => {
    answer = () => ({ data: null, error: { message: 'down' }, status: 503 });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading blog posts. Please try again later.');
  });

  it('shows the empty state', async () => {
    answer = page([], 0);
    renderList();
    expect(await screen.findByText('No blog posts available yet.')).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new content!')).toBeInTheDocument();
  });

  it('shows one card per post in the order given (newest first), and no page links for one page', async () => {
    answer = page(
      [
        makePost({ slug: 'newer', title: 'Newer Post', publish_date: '2026-11-03' }),
        makePost({ slug: 'older', title: 'Older Post', publish_date: '2026-01-15' }),
      ],
      2,
    );
    renderList();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['Newer Post', 'Older Post']);
    expect(screen.getByText('January 15, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older Post' })).toHaveAttribute('href', '/blog/older');
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('links the pages to each other with plain links, so crawlers reach every post', async () => {
    answer = page([makePost({ slug: 'p' })], 130);
    renderList(2);
    const nav = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('link', { name: '← Newer posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Older posts →' })).toHaveAttribute('href', '/blog/page/3');
  });
});
