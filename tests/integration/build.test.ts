// `npm run build`'s choice of backend: a fresh clone's build has the seed's
// posts; a hosted URL that cannot be read fails the build; a deploy build
// refuses the local backend.
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildBackendError, isLocalUrl, resolveBuildBackend } from '../../scripts/build-backend';
import { anonClient, resetBackend } from './helpers';

const outDir = mkdtempSync(path.join(tmpdir(), 'build-test-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function build(args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_')));
  return spawnSync('npx', ['tsx', 'scripts/prerender-build.ts', '--outDir', outDir, '--logLevel', 'warn', ...args], {
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: 180_000,
  });
}

describe('the build backend', () => {
  beforeAll(async () => {
    await resetBackend();
  });

  it(
    'with no VITE_SUPABASE_URL, builds against the local backend (started in memory when none runs) and lists every published seed post',
    { timeout: 200_000 },
    async () => {
      const run = build([]);
      expect(run.status, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toMatch(/LOCAL BUILD/);
      const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
      const { data: seedPosts } = await anonClient().from('blog_posts').select('slug').eq('is_published', true);
      expect(seedPosts!.length).toBeGreaterThan(3);
      for (const { slug } of seedPosts!) expect(sitemap).toContain(`/blog/${slug}</loc>`);
    },
  );

  it('a hosted URL that cannot be read fails the build, naming the cause', { timeout: 120_000 }, () => {
    const run = build([], { VITE_SUPABASE_URL: 'https://no-such-project.invalid', VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/Cannot read the posts from https:\/\/no-such-project\.invalid: .*ENOTFOUND/);
  });

  it('a deploy build refuses the local backend', async () => {
    await expect(resolveBuildBackend({}, { deploy: true, allowDegraded: false })).rejects.toThrow(BuildBackendError);
    await expect(resolveBuildBackend({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }, { deploy: true, allowDegraded: false })).rejects.toThrow(
      /hosted project/,
    );
  });

  it('--allow-degraded builds against an unreachable project on purpose', async () => {
    const backend = await resolveBuildBackend(
      { VITE_SUPABASE_URL: 'https://no-such-project.invalid', VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) },
      { deploy: false, allowDegraded: true },
    );
    expect(backend).toMatchObject({ url: 'https://no-such-project.invalid', local: false });
  });

  it.each([
    ['http://127.0.0.1:54321', true],
    ['http://localhost:3000/', true],
    ['https://abc.supabase.co', false],
    ['https://127.0.0.1.example.com', false],
  ])('%s is local: %s', (url, local) => {
    expect(isLocalUrl(url)).toBe(local);
  });
});

/** The build as a child process, without blocking this process's event loop (the HTML server below must keep answering). */
function buildAsync(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_')));
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/prerender-build.ts', '--outDir', outDir, '--logLevel', 'warn', ...args], { env: { ...clean, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('a VITE_SUPABASE_URL that answers with something other than the API', () => {
  // What a wrong URL often reaches: the site itself, or a proxy's login page, answering 200 with HTML.
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html><head><title>Sign in</title></head><body>Please sign in</body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails before bundling, in one sentence naming the URL and what answered', { timeout: 120_000 }, async () => {
    const run = await buildAsync([], { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`Cannot read the posts from ${url}: it answered HTTP 200 with an HTML page, not the Supabase API: check VITE_SUPABASE_URL`);
    expect(run.stdout + run.stderr).not.toMatch(/client bundle|Unexpected token|not valid JSON/);
  });

  it('--allow-degraded still builds on purpose, and no warning prints a parser’s message', { timeout: 200_000 }, async () => {
    const run = await buildAsync(['--allow-degraded'], { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stderr).toMatch(/answered HTTP 200 with an HTML page, not the Supabase API; building a degraded site on purpose/);
    expect(run.stdout + run.stderr).not.toMatch(/Unexpected token|not valid JSON|JSON\.parse/);
  });
});
