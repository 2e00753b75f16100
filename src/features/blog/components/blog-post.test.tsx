import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Mock } from 'vitest';
import { useState, type ReactNode } from 'react';
import { fakeFrom, type BuilderCall } from '@/testing/fake-query-builder';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { textArrayLiteral } from '../api/get-related-posts';
import { BlogPost, postTitle } from './blog-post';
import { makePost } from '../testing/test-posts';

// The public reads' client, faked by spies on the real object (src/testing): the
// post's read (maybeSingle) answers `post`, the related posts' reads (by tag,
// then the newest) answer `related` and nothing more.
const calls: BuilderCall[] = [];
let post: () => unknown;
let related: unknown[];

function Wrapper({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function jsonLdTypes(): unknown[] {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
    (s) => (JSON.parse(s.textContent ?? '{}') as { '@type': unknown })['@type'],
  );
}

// The sanitiser is a module of its own, loaded on first use: once for the file, as a page does.
beforeAll(() => import('@/lib/sanitize'));

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  calls.length = 0;
  related = [];
  fakePublicReads({
    from: fakeFrom(calls, (_table, chain) => {
      if (chain.some((call) => call.method === 'maybeSingle')) return post();
      const byTag = chain.some((call) => call.method === 'filter');
      return { data: byTag ? related : [], error: null, status: 200 };
    }),
  });
});

const found = (data: unknown) => () => ({ data, error: null, status: 200 });

describe('BlogPost', () => {
  it('shows a loading state', () => {
    post = () => new Promise(() => undefined);
    render(<BlogPost slug="x" />, { wrapper: Wrapper });
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
  });

  it("shows 'Blog Post Not Found' with a link back to the blog for an unknown slug", async () => {
    post = found(null);
    render(<BlogPost slug="nope" />, { wrapper: Wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(calls).toContainEqual({ table: 'blog_posts', method: 'eq', args: ['slug', 'nope'] });
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('shows an error with a way back when loading fails', async () => {
    post = () => ({ data: null, error: { message: 'down' }, status: 503 });
    render(<BlogPost slug="x" />, { wrapper: Wrapper });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading this blog post. Please try again later.');
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('renders the post with a back link, Article structured data and scrolls to top', async () => {
    post = found(
      makePost({
        title: 'Billboard Costs',
        slug: 'billboard-costs',
        content: '<h2>Prices</h2><img src="x" onerror="alert(1)">',
        featured_image: 'https://cdn.example/c.jpg',
        tags: ['pricing'],
      }),
    );
    await act(async () => render(<BlogPost slug="billboard-costs" />, { wrapper: Wrapper }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Billboard Costs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Prices' })).toBeInTheDocument();
    expect(screen.getByText('November 3, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    expect(document.querySelector('article [onerror]')).toBeNull();
    expect(jsonLdTypes()).toContain('Article');
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('scrolls to top again when the slug changes', async () => {
    post = found(makePost());
    const { rerender } = await act(async () => render(<BlogPost slug="one" />, { wrapper: Wrapper }));
    await screen.findByRole('heading', { level: 1 });
    const scrolls = (window.scrollTo as unknown as Mock).mock.calls.length;
    await act(async () => rerender(<BlogPost slug="two" />));
    expect((window.scrollTo as unknown as Mock).mock.calls.length).toBe(scrolls + 1);
  });
});

describe('postTitle', () => {
  it('uses the SEO title as written, else the title with the blog name', () => {
    expect(postTitle({ title: 'T', meta_title: 'SEO Title' })).toBe('SEO Title');
    expect(postTitle({ title: 'T', meta_title: null })).toBe('T | London Digital Billboards Blog');
    expect(postTitle({ title: 'T', meta_title: '  ' })).toBe('T | London Digital Billboards Blog');
  });

  it('ends with the next step (a quote, the map) and up to three related posts, asked for by the post’s tags', async () => {
    post = found(makePost({ slug: 'this-one', tags: ['costs', 'london'] }));
    related = [makePost({ slug: 'related-a', title: 'Related A' }), makePost({ slug: 'related-b', title: 'Related B' })];
    render(<BlogPost slug="this-one" />, { wrapper: Wrapper });
    const shown = await screen.findByRole('region', { name: 'Related posts' });
    expect(calls).toContainEqual({ table: 'blog_posts', method: 'neq', args: ['slug', 'this-one'] });
    expect(calls).toContainEqual({ table: 'blog_posts', method: 'filter', args: ['tags', 'ov', textArrayLiteral(['costs', 'london'])] });
    const cta = screen.getByRole('complementary', { name: 'Ready to put your business on a billboard?' });
    expect(cta).toHaveTextContent('We respond within 24 hours.');
    expect(within(cta).getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact-us');
    expect(within(cta).getByRole('link', { name: 'See Billboard Locations' })).toHaveAttribute('href', '/billboard-map');
    expect(
      within(shown)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blog/related-a', '/blog/related-b']);
  });

  it('shows no related section when there are none', async () => {
    post = found(makePost());
    render(<BlogPost slug="digital-billboards-101" />, { wrapper: Wrapper });
    expect(await screen.findByRole('link', { name: 'Get a Free Quote' })).toBeInTheDocument();
    // Both reads of related posts answered (by tag, then the newest), and none shown.
    await waitFor(() => expect(calls.filter((call) => call.method === 'limit')).toHaveLength(2));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Related posts' })).not.toBeInTheDocument();
  });
});
