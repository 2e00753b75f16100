import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Mock } from 'vitest';
import { usePostsPage } from '../api/get-posts-page';
import { BlogList } from './blog-list';
import { makePost } from '../testing/test-posts';

vi.mock('../api/get-posts-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/get-posts-page')>()),
  usePostsPage: vi.fn(),
}));

const mockUsePostsPage = usePostsPage as unknown as Mock;

function renderList(page?: number) {
  return render(<BlogList page={page} />, { wrapper: MemoryRouter });
}

describe('BlogList', () => {
  it('asks for the page it shows, the first by default', () => {
    mockUsePostsPage.mockReturnValue({ isPending: true, isError: false, data: undefined });
    renderList();
    expect(mockUsePostsPage).toHaveBeenLastCalledWith(1);
    renderList(3);
    expect(mockUsePostsPage).toHaveBeenLastCalledWith(3);
  });

  it('shows a loading state', () => {
    mockUsePostsPage.mockReturnValue({ isPending: true, isError: false, data: undefined });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts...');
  });

  it('shows the error text', () => {
    mockUsePostsPage.mockReturnValue({ isPending: false, isError: true, data: undefined });
    renderList();
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading blog posts. Please try again later.');
  });

  it('shows the empty state', () => {
    mockUsePostsPage.mockReturnValue({ isPending: false, isError: false, data: { posts: [], total: 0 } });
    renderList();
    expect(screen.getByText('No blog posts available yet.')).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new content!')).toBeInTheDocument();
  });

  it('shows one card per post in the order given (newest first), and no page links for one page', () => {
    mockUsePostsPage.mockReturnValue({
      isPending: false,
      isError: false,
      data: {
        total: 2,
        posts: [
          makePost({ slug: 'newer', title: 'Newer Post', publish_date: '2026-11-03' }),
          makePost({ slug: 'older', title: 'Older Post', publish_date: '2026-01-15' }),
        ],
      },
    });
    renderList();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Newer Post', 'Older Post']);
    expect(screen.getByText('January 15, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older Post' })).toHaveAttribute('href', '/blog/older');
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('links the pages to each other with plain links, so crawlers reach every post', () => {
    mockUsePostsPage.mockReturnValue({ isPending: false, isError: false, data: { total: 130, posts: [makePost({ slug: 'p' })] } });
    renderList(2);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('link', { name: '← Newer posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Older posts →' })).toHaveAttribute('href', '/blog/page/3');
  });
});
