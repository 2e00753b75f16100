import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fakeFrom, type BuilderCall } from '@/testing/fake-query-builder';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { LatestNews } from './latest-news';
import { makePost } from '../testing/test-posts';

// The public reads' client, faked by spies on the real object (src/testing): the posts table answers what `answer` gives.
const calls: BuilderCall[] = [];
let answer: () => unknown;

beforeEach(() => {
  calls.length = 0;
  fakePublicReads({ from: fakeFrom(calls, () => answer()) });
});

function renderBlock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<LatestNews />, { wrapper });
}

describe('LatestNews', () => {
  it('asks for the 3 latest posts and shows the loading text', async () => {
    answer = () => new Promise(() => undefined);
    renderBlock();
    expect(screen.getByRole('status')).toHaveTextContent('Loading latest posts...');
    await waitFor(() => expect(calls).toContainEqual({ table: 'blog_posts', method: 'limit', args: [3] }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading latest posts...');
  });

  it('shows the empty text when there are no posts', async () => {
    answer = () => ({ data: [], error: null, status: 200 });
    renderBlock();
    expect(await screen.findByText('No blog posts available yet. Check back soon!')).toBeInTheDocument();
  });

  it('says a failed fetch failed, offers Try Again, and never claims there are no posts', async () => {
    answer = () => ({ data: null, error: { message: 'down' }, status: 503 });
    renderBlock();
    expect(await screen.findByRole('alert')).toHaveTextContent('The latest posts could not be loaded.');
    expect(screen.queryByText('No blog posts available yet. Check back soon!')).toBeNull();
    const reads = calls.filter((call) => call.method === 'limit').length;
    answer = () => ({ data: [makePost({ slug: 'a', title: 'A' })], error: null, status: 200 });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'A' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'limit')).toHaveLength(reads + 1);
  });

  it('shows small cards and a link to the blog', async () => {
    answer = () => ({
      data: [makePost({ slug: 'a', title: 'A' }), makePost({ slug: 'b', title: 'B' }), makePost({ slug: 'c', title: 'C' })],
      error: null,
      status: 200,
    });
    renderBlock();
    const section = screen.getByRole('region', { name: 'Latest News' });
    expect(await within(section).findAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['A', 'B', 'C']);
    expect(within(section).queryByRole('list', { name: 'Tags' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
  });
});
