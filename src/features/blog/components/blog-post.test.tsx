import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Mock } from 'vitest';
import type { ReactNode } from 'react';
import { usePostBySlug } from '../api/get-post-by-slug';
import { useRelatedPosts } from '../api/get-related-posts';
import { BlogPost, postTitle } from './blog-post';
import { makePost } from '../testing/test-posts';

vi.mock('../api/get-post-by-slug', () => ({ usePostBySlug: vi.fn() }));
vi.mock('../api/get-related-posts', () => ({ useRelatedPosts: vi.fn() }));

const mockUsePost = usePostBySlug as unknown as Mock;
const mockUseRelated = useRelatedPosts as unknown as Mock;

function Wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter>{children}</MemoryRouter>;
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
  mockUseRelated.mockReset().mockReturnValue({ data: undefined });
});

describe('BlogPost', () => {
  it('shows a loading state', () => {
    mockUsePost.mockReturnValue({ isPending: true, isError: false, data: undefined });
    render(<BlogPost slug="x" />, { wrapper: Wrapper });
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
  });

  it("shows 'Blog Post Not Found' with a link back to the blog for an unknown slug", () => {
    mockUsePost.mockReturnValue({ isPending: false, isError: false, data: null });
    render(<BlogPost slug="nope" />, { wrapper: Wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('shows an error with a way back when loading fails', () => {
    mockUsePost.mockReturnValue({ isPending: false, isError: true, data: undefined });
    render(<BlogPost slug="x" />, { wrapper: Wrapper });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading this blog post. Please try again later.');
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('renders the post with a back link, Article structured data and scrolls to top', async () => {
    mockUsePost.mockReturnValue({
      isPending: false,
      isError: false,
      data: makePost({
        title: 'Billboard Costs',
        slug: 'billboard-costs',
        content: '<h2>Prices</h2><img src="x" onerror="alert(1)">',
        featured_image: 'https://cdn.example/c.jpg',
        tags: ['pricing'],
      }),
    });
    await act(async () => render(<BlogPost slug="billboard-costs" />, { wrapper: Wrapper }));
    expect(screen.getByRole('heading', { level: 1, name: 'Billboard Costs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Prices' })).toBeInTheDocument();
    expect(screen.getByText('November 3, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    expect(document.querySelector('article [onerror]')).toBeNull();
    expect(jsonLdTypes()).toContain('Article');
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('scrolls to top again when the slug changes', async () => {
    mockUsePost.mockReturnValue({ isPending: false, isError: false, data: makePost() });
    const { rerender } = await act(async () => render(<BlogPost slug="one" />, { wrapper: Wrapper }));
    const calls = (window.scrollTo as unknown as Mock).mock.calls.length;
    await act(async () => rerender(<BlogPost slug="two" />));
    expect((window.scrollTo as unknown as Mock).mock.calls.length).toBe(calls + 1);
  });
});

describe('postTitle', () => {
  it('uses the SEO title as written, else the title with the blog name', () => {
    expect(postTitle({ title: 'T', meta_title: 'SEO Title' })).toBe('SEO Title');
    expect(postTitle({ title: 'T', meta_title: null })).toBe('T | London Digital Billboards Blog');
    expect(postTitle({ title: 'T', meta_title: '  ' })).toBe('T | London Digital Billboards Blog');
  });

  it('ends with the next step (a quote, the map) and up to three related posts, asked for by the post’s tags', () => {
    mockUsePost.mockReturnValue({ isPending: false, isError: false, data: makePost({ slug: 'this-one', tags: ['costs', 'london'] }) });
    mockUseRelated.mockReturnValue({
      data: [makePost({ slug: 'related-a', title: 'Related A' }), makePost({ slug: 'related-b', title: 'Related B' })],
    });
    render(<BlogPost slug="this-one" />, { wrapper: Wrapper });
    expect(mockUseRelated).toHaveBeenCalledWith('this-one', ['costs', 'london']);
    const cta = screen.getByRole('complementary', { name: 'Ready to put your business on a billboard?' });
    expect(cta).toHaveTextContent('We respond within 24 hours.');
    expect(within(cta).getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact-us');
    expect(within(cta).getByRole('link', { name: 'See Billboard Locations' })).toHaveAttribute('href', '/billboard-map');
    const related = screen.getByRole('region', { name: 'Related posts' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blog/related-a', '/blog/related-b']);
  });

  it('shows no related section when there are none', () => {
    mockUsePost.mockReturnValue({ isPending: false, isError: false, data: makePost() });
    mockUseRelated.mockReturnValue({ data: [] });
    render(<BlogPost slug="digital-billboards-101" />, { wrapper: Wrapper });
    expect(screen.queryByRole('region', { name: 'Related posts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a Free Quote' })).toBeInTheDocument();
  });
});
