// Build step: writes dist/sitemap.xml and dist/robots.txt. Crawlers read the
// sitemap as a file and do not run the app, so the /sitemap.xml route alone
// would give them nothing. Same builder as the route (src/lib/sitemap.ts).
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { site } from '../src/config/site.ts';
import { readableError } from '../src/lib/readable-error.ts';
import { buildRobotsTxt, buildSitemap, type SitemapBoard, type SitemapPost } from '../src/lib/sitemap.ts';
// Not src/config/env.ts: that module reads import.meta.env, which does not exist here.
import { LOCAL_ANON_KEY, LOCAL_DEFAULT_PORT } from '../supabase/local/dev-keys.ts';

const FETCH_TIMEOUT_MS = 10_000;

export interface SitemapPluginOptions {
  /** Replaces the fetch of published posts (tests). */
  fetchPosts?: (supabaseUrl: string, anonKey: string) => Promise<SitemapPost[]>;
  /** Replaces the fetch of active boards (tests). */
  fetchBoards?: (supabaseUrl: string, anonKey: string) => Promise<SitemapBoard[]>;
}

/** The sitemap query of src/features/sitemap/api/get-sitemap-posts.ts, over plain REST. */
export async function fetchPublishedPosts(supabaseUrl: string, anonKey: string): Promise<SitemapPost[]> {
  const url = new URL('/rest/v1/blog_posts', supabaseUrl);
  url.searchParams.set('select', 'slug,updated_at');
  url.searchParams.set('is_published', 'eq.true');
  url.searchParams.set('order', 'updated_at.desc');
  const res = await fetch(url, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  const rows: unknown = await res.json();
  if (!Array.isArray(rows)) throw new Error('unexpected response (not a list)');
  return rows.filter((r): r is SitemapPost => typeof r === 'object' && r !== null && typeof (r as SitemapPost).slug === 'string');
}

/** The active boards' slugs (the public sees active boards only), over plain REST. */
export async function fetchActiveBoards(supabaseUrl: string, anonKey: string): Promise<SitemapBoard[]> {
  const url = new URL('/rest/v1/billboard_locations', supabaseUrl);
  url.searchParams.set('select', 'slug');
  url.searchParams.set('is_active', 'eq.true');
  url.searchParams.set('order', 'name.asc');
  const res = await fetch(url, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  const rows: unknown = await res.json();
  if (!Array.isArray(rows)) throw new Error('unexpected response (not a list)');
  return rows.filter((r): r is SitemapBoard => typeof r === 'object' && r !== null && typeof (r as SitemapBoard).slug === 'string');
}

export function sitemapPlugin(options: SitemapPluginOptions = {}): Plugin {
  let config: ResolvedConfig;
  const fetchPosts = options.fetchPosts ?? fetchPublishedPosts;
  const fetchBoards = options.fetchBoards ?? fetchActiveBoards;

  return {
    name: 'ldb-sitemap',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      // Only the browser build ships files to the host (a prerender/SSR build does not).
      if (config.build.ssr) return;
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
      const supabaseUrl = env.VITE_SUPABASE_URL || `http://127.0.0.1:${LOCAL_DEFAULT_PORT}`;
      const anonKey = env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
      const siteUrl = (env.VITE_SITE_URL || site.url).replace(/\/+$/, '');

      let posts: SitemapPost[] = [];
      try {
        posts = await fetchPosts(supabaseUrl, anonKey);
        config.logger.info(`sitemap.xml: ${posts.length} published post(s) from ${supabaseUrl}`);
      } catch (error) {
        // Never fail the build over the sitemap: the static pages are still a valid one.
        config.logger.warn(
          `\n[sitemap] Could not read published posts from ${supabaseUrl}: ${readableError(error)}.\n` +
            '[sitemap] dist/sitemap.xml lists the static pages only. Set VITE_SUPABASE_URL/VITE_SUPABASE_ANON_KEY ' +
            '(or start the local backend with `npm run backend`) and build again to include the blog posts.\n',
        );
      }

      let boards: SitemapBoard[] = [];
      try {
        boards = await fetchBoards(supabaseUrl, anonKey);
        config.logger.info(`sitemap.xml: ${boards.length} active board(s) from ${supabaseUrl}`);
      } catch (error) {
        config.logger.warn(
          `\n[sitemap] Could not read the active boards from ${supabaseUrl}: ${readableError(error)}; dist/sitemap.xml lists no board pages.\n`,
        );
      }

      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: buildSitemap(siteUrl, posts, boards) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobotsTxt(siteUrl) });
    },
  };
}
