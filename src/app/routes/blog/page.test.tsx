import { screen, waitFor } from '@testing-library/react';
import type { Mock } from 'vitest';
import { usePostsPage } from '@/features/blog/api/get-posts-page';
import { makePost } from '@/features/blog/testing/test-posts';
import { DataError } from '@/lib/data-error';
import { routePatterns } from '@/config/paths';
import { renderRoute } from '../testing/render-route';
import { Component as BlogPage } from './page';
import { Component as BlogFirstPage } from './index';

vi.mock('@/features/blog/api/get-posts-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/blog/api/get-posts-page')>()),
  usePostsPage: vi.fn(),
}));

const mockUsePostsPage = usePostsPage as unknown as Mock;
const robots = () => document.head.querySelector('meta[name="robots"]');

describe('pages of the blog list', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('a page past the last one is the not-found page, marked noindex, not an empty list', async () => {
    mockUsePostsPage.mockReturnValue({ isPending: false, isError: false, error: null, data: { posts: [], total: 5 } });
    renderRoute(BlogPage, { url: '/blog/page/999', pattern: routePatterns.blogPage });

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('No blog posts available yet.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Our Blog' })).toBeNull();
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'noindex, nofollow'));
  });

  it('a range the API refuses as past the end (PostgREST answers 416) is the not-found page too', async () => {
    const refused = new DataError({ kind: 'invalid', message: 'Requested range not satisfiable', code: 'PGRST103', status: 416 });
    mockUsePostsPage.mockReturnValue({ isPending: false, isError: true, error: refused, data: undefined });
    renderRoute(BlogPage, { url: '/blog/page/3', pattern: routePatterns.blogPage });

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'noindex, nofollow'));
  });

  it('the last page is a page of the list', async () => {
    mockUsePostsPage.mockReturnValue({ isPending: false, isError: false, error: null, data: { posts: [makePost({ title: 'Oldest Post' })], total: 60 } });
    renderRoute(BlogPage, { url: '/blog/page/2', pattern: routePatterns.blogPage });

    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oldest Post' })).toBeInTheDocument();
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'index, follow'));
  });

  it('/blog with no posts at all keeps its empty state, indexed', async () => {
    mockUsePostsPage.mockReturnValue({ isPending: false, isError: false, error: null, data: { posts: [], total: 0 } });
    renderRoute(BlogFirstPage, { url: '/blog', pattern: '/blog' });

    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
    expect(screen.getByText('No blog posts available yet.')).toBeInTheDocument();
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'index, follow'));
  });
});
