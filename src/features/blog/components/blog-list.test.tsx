import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Mock } from 'vitest';
import { usePosts } from '../api/get-posts';
import { BlogList } from './blog-list';
import { makePost } from './test-posts';

vi.mock('../api/get-posts', () => ({ usePosts: vi.fn() }));

const mockUsePosts = usePosts as unknown as Mock;

function renderList() {
  return render(<BlogList />, { wrapper: MemoryRouter });
}

describe('BlogList', () => {
  it('asks for published posts only', () => {
    mockUsePosts.mockReturnValue({ isPending: true, isError: false, data: undefined });
    renderList();
    expect(mockUsePosts).toHaveBeenCalledWith({ publishedOnly: true });
  });

  it('shows a loading state', () => {
    mockUsePosts.mockReturnValue({ isPending: true, isError: false, data: undefined });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts...');
  });

  it('shows the error text', () => {
    mockUsePosts.mockReturnValue({ isPending: false, isError: true, data: undefined });
    renderList();
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading blog posts. Please try again later.');
  });

  it('shows the empty state', () => {
    mockUsePosts.mockReturnValue({ isPending: false, isError: false, data: [] });
    renderList();
    expect(screen.getByText('No blog posts available yet.')).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new content!')).toBeInTheDocument();
  });

  it('shows one card per post in the order given (newest first)', () => {
    mockUsePosts.mockReturnValue({
      isPending: false,
      isError: false,
      data: [
        makePost({ slug: 'newer', title: 'Newer Post', publish_date: '2026-11-03' }),
        makePost({ slug: 'older', title: 'Older Post', publish_date: '2026-01-15' }),
      ],
    });
    renderList();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Newer Post', 'Older Post']);
    expect(screen.getByText('January 15, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older Post' })).toHaveAttribute('href', '/blog/older');
  });
});
