import { screen, waitFor } from '@testing-library/react';
import { makePost } from '@/features/blog/testing/test-posts';
import { routePatterns } from '@/config/paths';
import { advanceClockUntil } from '@/testing/fake-clock';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { renderRoute } from '../testing/render-route';
import { Component as BlogPage } from './page';
import { Component as BlogFirstPage } from './index';

// The public reads' client, faked by spies on the real object (src/testing): the posts table answers what `answer` gives.
let answer: () => unknown;
/** A page of posts as PostgREST answers it, with the count of them all. */
const postsPage = (posts: unknown[], count: number) => () => ({ data: posts, count, error: null, status: 200 });
beforeEach(() => fakePublicReads({ from: fakeFrom([], () => answer()) }));

const robots = () => document.head.querySelector('meta[name="robots"]');

describe('pages of the blog list', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('a page past the last one is the not-found page, marked noindex, not an empty list', async () => {
    answer = postsPage([], 5);
    renderRoute(BlogPage, { url: '/blog/page/999', pattern: routePatterns.blogPage });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('No blog posts available yet.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Our Blog' })).toBeNull();
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'noindex, nofollow'));
  });

  it('a range the API refuses as past the end (PostgREST answers 416) is the not-found page too', async () => {
    // The app's reads try again, backing off, before they fail: on a faked clock, moved on by the test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer = () => ({ data: null, error: { message: 'Requested range not satisfiable', code: 'PGRST103' }, status: 416 });
    renderRoute(BlogPage, { url: '/blog/page/3', pattern: routePatterns.blogPage });

    expect(await advanceClockUntil(() => screen.queryByRole('heading', { level: 1, name: 'Oops! Page not found' }))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'noindex, nofollow'));
  });

  it('the last page is a page of the list', async () => {
    answer = postsPage([makePost({ title: 'Oldest Post' })], 60);
    renderRoute(BlogPage, { url: '/blog/page/2', pattern: routePatterns.blogPage });

    expect(await screen.findByRole('heading', { name: 'Oldest Post' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'index, follow'));
  });

  it('/blog with no posts at all keeps its empty state, indexed', async () => {
    answer = postsPage([], 0);
    renderRoute(BlogFirstPage, { url: '/blog', pattern: '/blog' });

    expect(await screen.findByText('No blog posts available yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'index, follow'));
  });
});
