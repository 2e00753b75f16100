import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Mock } from 'vitest';
import { useLatestPosts } from '../api/get-latest-posts';
import { LatestNews } from './latest-news';
import { makePost } from '../testing/test-posts';

vi.mock('../api/get-latest-posts', () => ({ LATEST_POSTS_LIMIT: 3, useLatestPosts: vi.fn() }));

const mockUseLatest = useLatestPosts as unknown as Mock;

function renderBlock() {
  return render(<LatestNews />, { wrapper: MemoryRouter });
}

describe('LatestNews', () => {
  it('asks for the 3 latest posts and shows the loading text', () => {
    mockUseLatest.mockReturnValue({ isPending: true, isError: false, data: undefined });
    renderBlock();
    expect(mockUseLatest).toHaveBeenCalledWith(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading latest posts...');
  });

  it('shows the empty text when there are no posts', () => {
    mockUseLatest.mockReturnValue({ isPending: false, isError: false, data: [] });
    renderBlock();
    expect(screen.getByText('No blog posts available yet. Check back soon!')).toBeInTheDocument();
  });

  it('says a failed fetch failed, offers Try Again, and never claims there are no posts', () => {
    const refetch = vi.fn();
    mockUseLatest.mockReturnValue({ isPending: false, isError: true, data: undefined, refetch, isFetching: false });
    renderBlock();
    expect(screen.getByRole('alert')).toHaveTextContent('The latest posts could not be loaded.');
    expect(screen.queryByText('No blog posts available yet. Check back soon!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows small cards and a link to the blog', () => {
    mockUseLatest.mockReturnValue({
      isPending: false,
      isError: false,
      data: [makePost({ slug: 'a', title: 'A' }), makePost({ slug: 'b', title: 'B' }), makePost({ slug: 'c', title: 'C' })],
    });
    renderBlock();
    const section = screen.getByRole('region', { name: 'Latest News' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['A', 'B', 'C']);
    expect(within(section).queryByRole('list', { name: 'Tags' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
  });
});
