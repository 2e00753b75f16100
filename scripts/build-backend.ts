// Which backend `npm run build` reads its posts and locations from, and which
// the bundle will talk to:
// - VITE_SUPABASE_URL set: that project. It must answer, or the build fails
//   naming the cause (a site deployed without its blog is worse than no deploy);
//   --allow-degraded builds anyway, on purpose. A URL that redirects is always
//   refused: the bundle would keep the redirecting address.
// - not set: a local build, against the local backend on its usual port. If
//   none is running, the build starts one in memory there (migrations and
//   seed), so a fresh clone's build has the seed's posts and locations.
// - --deploy (the host's build command): the URL must be set and not local.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readableError } from '../src/lib/readable-error.ts';
import { LOCAL_ANON_KEY, LOCAL_DEFAULT_PORT } from '../supabase/local/dev-keys.ts';
import { describeNonApiAnswer } from './api-answer.ts';
import { startLocalBackend, type LocalBackend } from '../supabase/local/server.ts';

export interface BuildBackend {
  url: string;
  anonKey: string;
  /** Built for local use: the bundle points at the local backend. */
  local: boolean;
  /** Stops a backend this build started. */
  close(): Promise<void>;
}

export class BuildBackendError extends Error {}

const LOCAL_URL = `http://127.0.0.1:${LOCAL_DEFAULT_PORT}`;

export const isLocalUrl = (url: string): boolean => /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

const PROBE_PATH = '/rest/v1/blog_posts?select=slug&limit=1';

/** A redirect the probe met instead of an answer: its status and where it points. */
interface Redirect {
  status: number;
  to: string;
}

/**
 * Reads one published post's slug, the same request the prerender will make,
 * and checks the answer is the REST API's JSON: a wrong URL often answers 200
 * with an HTML page, and a build that trusted it would ship a site without posts.
 * A redirect is not followed: the bundle would keep the redirecting address, and
 * browsers do not follow a redirect on the CORS preflight of an API request.
 */
async function probe(url: string, anonKey: string): Promise<string | Redirect | null> {
  try {
    const request = new URL(PROBE_PATH, url);
    const res = await fetch(request, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      return { status: res.status, to: redirectTarget(request, res.headers.get('location')) };
    }
    return await describeNonApiAnswer(res);
  } catch (err) {
    return `did not answer: ${readableError(err)}`;
  }
}

/** Where a redirect points, as the address to set: the probe's own path is taken off when the redirect kept it. */
function redirectTarget(request: URL, location: string | null): string {
  if (!location) return 'nowhere (no Location header)';
  const target = new URL(location, request);
  const kept = target.pathname.endsWith(request.pathname) && target.search === request.search;
  if (!kept) return target.href;
  const base = target.pathname.slice(0, target.pathname.length - request.pathname.length);
  return `${target.origin}${base}`;
}

const isRedirect = (answer: string | Redirect | null): answer is Redirect => typeof answer === 'object' && answer !== null;

export async function resolveBuildBackend(env: Record<string, string | undefined>, flags: { deploy: boolean; allowDegraded: boolean }): Promise<BuildBackend> {
  const configured = env.VITE_SUPABASE_URL?.trim();
  const noop = async () => undefined;

  if (flags.deploy && (!configured || isLocalUrl(configured))) {
    throw new BuildBackendError(
      `A deploy build needs VITE_SUPABASE_URL set to the hosted project (got ${configured ? configured : 'nothing'}): ` +
        "a site built against the local backend would talk to 127.0.0.1 in every visitor's browser.",
    );
  }

  if (configured) {
    const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || (isLocalUrl(configured) ? LOCAL_ANON_KEY : '');
    if (!anonKey) throw new BuildBackendError('VITE_SUPABASE_URL is set but VITE_SUPABASE_ANON_KEY is not.');
    const problem = await probe(configured, anonKey);
    // Refused even with --allow-degraded: the bundle itself would point at the wrong address.
    if (isRedirect(problem)) {
      throw new BuildBackendError(
        `VITE_SUPABASE_URL=${configured} answers ${problem.status}, redirecting to ${problem.to}: set VITE_SUPABASE_URL to the address that answers.`,
      );
    }
    if (problem && !flags.allowDegraded) {
      throw new BuildBackendError(
        `Cannot read the posts from ${configured}: it ${problem}: check VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY. The build would ship a site without its blog, ` +
          'map locations and sitemap entries; build anyway with --allow-degraded.',
      );
    }
    if (problem) console.warn(`[build] WARNING: ${configured} ${problem}; building a degraded site on purpose.`);
    return { url: configured, anonKey, local: isLocalUrl(configured), close: noop };
  }

  // A local build: the running local backend, or one started for this build.
  const local = await probe(LOCAL_URL, LOCAL_ANON_KEY);
  if (local === null) return { url: LOCAL_URL, anonKey: LOCAL_ANON_KEY, local: true, close: noop };
  if (isRedirect(local) || !local.startsWith('did not answer')) {
    const answer = isRedirect(local) ? `answers ${local.status}, redirecting to ${local.to}` : local;
    throw new BuildBackendError(
      `No VITE_SUPABASE_URL, and ${LOCAL_URL}, the local backend's port, ${answer}: another program holds the port. Stop it, or set VITE_SUPABASE_URL.`,
    );
  }
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'build-outbox-'));
  let backend: LocalBackend;
  try {
    backend = await startLocalBackend({ port: LOCAL_DEFAULT_PORT, dataDir: null, outboxDir });
  } catch (err) {
    throw new BuildBackendError(
      `No VITE_SUPABASE_URL, and the local backend could not be started on port ${LOCAL_DEFAULT_PORT} (${err instanceof Error ? err.message : String(err)}). ` +
        'Free the port, run `npm run backend`, or set VITE_SUPABASE_URL.',
    );
  }
  return {
    url: backend.url,
    anonKey: LOCAL_ANON_KEY,
    local: true,
    close: async () => {
      await backend.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
