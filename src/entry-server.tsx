// Build-time renderer, bundled by `vite build --ssr src/entry-server.tsx` and
// driven by scripts/prerender.ts. Never shipped to browsers.
import { dehydrate, QueryClient, type QueryClient as QueryClientType } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { AppRoutes, matchRouteIds, NOT_FOUND_ROUTE_ID } from '@/app/routes';
import { paths, routePatterns, staticPublicPaths } from '@/config/paths';
import { latestPostsQueryOptions } from '@/features/blog/api/get-latest-posts';
import { postBySlugQueryOptions } from '@/features/blog/api/get-post-by-slug';
import { postsQueryOptions } from '@/features/blog/api/get-posts';
import { relatedPostsQueryOptions } from '@/features/blog/api/get-related-posts';
import { BLOG_PAGE_SIZE, pageCount, postsPageQueryOptions } from '@/features/blog/api/get-posts-page';
import { activeLocationsQueryOptions } from '@/features/locations/api/get-active-locations';
import { boardBySlugQueryOptions, getBoardRedirects, nearbyBoardsQueryOptions } from '@/features/locations/api/get-board-page';
import { queryDefaults } from '@/lib/react-query';
import { readableError } from '@/lib/readable-error';
import { sanitizeHtml } from '@/lib/sanitize';
import { serializePrerenderState, type PrerenderState } from './app/prerender-state';

/** A backend that does not answer must not hang the build. */
const FETCH_TIMEOUT_MS = 15_000;

/**
 * The data each page reads on first render, fetched with the features' own
 * queryOptions so the keys match the client's exactly. Pages not listed here
 * read no data at render time.
 */
const pageData: { pattern: string; prefetch: (client: QueryClientType, params: Record<string, string | undefined>) => Promise<void>[] }[] = [
  // Prerendering never retries: a failed read is reported, not waited for.
  { pattern: paths.home, prefetch: (c) => [c.prefetchQuery({ ...latestPostsQueryOptions(), retry: false })] },
  { pattern: paths.blog, prefetch: (c) => [c.prefetchQuery({ ...postsPageQueryOptions(1), retry: false })] },
  { pattern: routePatterns.blogPage, prefetch: (c, { page = '' }) => [c.prefetchQuery({ ...postsPageQueryOptions(Number(page)), retry: false })] },
  {
    pattern: routePatterns.blogPost,
    // The post, then the posts related to it by its tags (the end of the page).
    prefetch: (c, { slug = '' }) => [
      c.prefetchQuery({ ...postBySlugQueryOptions(slug), retry: false }).then(() => {
        const post = c.getQueryData(postBySlugQueryOptions(slug).queryKey);
        return post ? c.prefetchQuery({ ...relatedPostsQueryOptions(post.slug, post.tags), retry: false }) : undefined;
      }),
    ],
  },
  { pattern: paths.billboardMap, prefetch: (c) => [c.prefetchQuery({ ...activeLocationsQueryOptions(), retry: false })] },
  // The inventory lists every active board, as the map does.
  { pattern: paths.inventory, prefetch: (c) => [c.prefetchQuery({ ...activeLocationsQueryOptions(), retry: false })] },
  {
    pattern: routePatterns.board,
    // The board, then the boards nearest it (the end of the page).
    prefetch: (c, { slug = '' }) => [
      c.prefetchQuery({ ...boardBySlugQueryOptions(slug), retry: false }).then(() => {
        const board = c.getQueryData(boardBySlugQueryOptions(slug).queryKey)?.board;
        return board ? c.prefetchQuery({ ...nearbyBoardsQueryOptions(board.id), retry: false }) : undefined;
      }),
    ],
  },
];

function createPrerenderQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { ...queryDefaults, queries: { ...queryDefaults.queries, retry: false } } });
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${FETCH_TIMEOUT_MS / 1000}s`)), FETCH_TIMEOUT_MS).unref()),
  ]);
}

export interface RouteList {
  routes: string[];
  /** Why some pages could not be listed (e.g. the backend did not answer). */
  warnings: string[];
}

/** Every public path to prerender: the static pages, each published post and each active board. */
export async function listPrerenderRoutes(): Promise<RouteList> {
  const client = createPrerenderQueryClient();
  const routes = [...staticPublicPaths];
  const warnings: string[] = [];
  try {
    const posts = await withTimeout(client.fetchQuery(postsQueryOptions()), 'published posts');
    const listPages = Array.from({ length: pageCount(posts.length, BLOG_PAGE_SIZE) - 1 }, (_, i) => paths.blogPage(i + 2));
    routes.push(...listPages, ...posts.map((post) => paths.blogPost(post.slug)));
  } catch (error) {
    warnings.push(`could not list published posts: ${readableError(error)}`);
  }
  try {
    const boards = await withTimeout(client.fetchQuery(activeLocationsQueryOptions()), 'active boards');
    routes.push(...boards.map((board) => paths.board(board.slug)));
  } catch (error) {
    warnings.push(`could not list the active boards: ${readableError(error)}`);
  } finally {
    // Drops the cache's garbage-collection timers, which would keep Node alive.
    client.clear();
  }
  return { routes, warnings };
}

/** An old board address and the page it moved to. */
export interface BoardRedirect {
  from: string;
  to: string;
}

/** The old slugs of the active boards, for the host's redirects (a board renamed since its page was made). */
export async function listBoardRedirects(): Promise<{ redirects: BoardRedirect[]; warnings: string[] }> {
  try {
    const rows = await withTimeout(getBoardRedirects(), 'old board addresses');
    return { redirects: rows.map((row) => ({ from: paths.board(row.old_slug), to: paths.board(row.slug) })), warnings: [] };
  } catch (error) {
    return { redirects: [], warnings: [`could not list the old board addresses: ${readableError(error)}`] };
  }
}

/**
 * DOMPurify needs a DOM. Called once with a server-side window (jsdom) so that
 * post content is sanitised into the prerendered HTML exactly as the browser
 * will sanitise it when hydrating; lib/sanitize.ts keeps the purifier it makes.
 */
export function prepareSanitizer(serverWindow: unknown): void {
  const scope = globalThis as { window?: unknown };
  const previous = scope.window;
  scope.window = serverWindow;
  try {
    sanitizeHtml('<p>warm-up</p>');
  } finally {
    scope.window = previous;
  }
}

export interface RenderedPage {
  /** HTTP status the router decided (404 for an unknown path). */
  status: number;
  /** The page's head tags, then the app's markup. */
  html: string;
  /** JSON for the state data block. */
  state: string;
  /** Ids of the matched routes (module paths under src/app for lazy routes). */
  routeIds: string[];
  warnings: string[];
}

async function prefetchPageData(client: QueryClient, pathname: string): Promise<string[]> {
  const pending: Promise<void>[] = [];
  for (const { pattern, prefetch } of pageData) {
    const match = matchPath(pattern, pathname);
    if (match) pending.push(...prefetch(client, match.params));
  }
  await withTimeout(Promise.all(pending), `data for ${pathname}`).catch(() => undefined);

  // A failed read leaves the page in its loading state, as the browser's first
  // render will be (failed queries are not sent along); the browser fetches it.
  const warnings: string[] = [];
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'success') continue;
    warnings.push(`${pathname}: ${JSON.stringify(query.queryKey)} not prerendered (${readableError(query.state.error ?? 'no answer')})`);
    client.removeQueries({ queryKey: query.queryKey, exact: true });
  }
  return warnings;
}

/** Renders one path as the browser's first render will: same routes, providers and data. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const queryClient = createPrerenderQueryClient();
  const warnings = await prefetchPageData(queryClient, pathname);

  const routeIds = matchRouteIds(pathname);

  // React's static prerender waits for everything that suspends (the page's
  // lazy module) and gives the complete markup; the data is in the cache
  // already. React writes the head tags it hoists (<Seo>'s, the hero's
  // preload) at the start of the output, where scripts/prerender-html.ts takes
  // them for <head>.
  const { prelude } = await prerender(
    <App queryClient={queryClient}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </App>,
    // Every boundary inline, in document order: otherwise React moves large ones into templates
    // that an inline script swaps in, which the Content-Security-Policy forbids and crawlers skip.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();

  const state: PrerenderState = {
    path: pathname,
    queries: dehydrate(queryClient),
  };
  queryClient.clear();
  return {
    status: routeIds.includes(NOT_FOUND_ROUTE_ID) ? 404 : 200,
    html,
    state: serializePrerenderState(state),
    routeIds,
    warnings,
  };
}
