import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { handleAuth, resetSignInLimit } from './auth/handler';
import { RECOVERY_TOKEN_TTL_SECONDS } from './auth/recovery';
import { checkApiKey, needsApiKey } from './gateway';
import type { ServerContext } from './context';
import { LOCAL_SITE_URL } from './dev-keys';
import { handleControl } from './control';
import { openDatabase, type LocalDatabase } from './database';
import { handleFunction } from './functions/handler';
import { sendJson, setCors } from './http-utils';
import { handleRest } from './rest/handler';
import { handleStorage } from './storage/handler';
import { executeScheduledJob, readScheduledJobs, registerWithPgCron } from './scheduled-jobs';
import { LocalScheduler } from './scheduler';
import { watchOutbox, type OutboxWatch } from './outbox-watch';
import { HOSTED_SIGNED_UPLOAD_EXPIRES_IN } from './storage/signed-urls';
import { handleStripeApi } from './stripe/api';
import { handleCheckoutPage } from './stripe/page';
import { newStripeState } from './stripe/state';
import { handleXiboApi } from './xibo/api';
import { LOCAL_XIBO_PATH } from './xibo/keys';
import { newXiboState } from './xibo/state';

export interface LocalBackendOptions {
  port: number;
  host?: string;
  /** null keeps the database in memory (and storage files in a temporary folder). */
  dataDir: string | null;
  outboxDir: string;
  /** Where uploaded files live; defaults to a folder next to the data dir. */
  storageDir?: string;
  /** A real PostgreSQL database to run on instead of PGlite (its storage files still live in storageDir). */
  databaseUrl?: string;
  /** Rebuild the database from bootstrap, migrations and seed even if the data dir has one. */
  reset?: boolean;
  /**
   * The address clients reach this backend by, when it is not its own (behind a proxy, as hosted
   * Supabase's API_EXTERNAL_URL): the links it writes into e-mails and sessions use it.
   */
  publicUrl?: string;
  /**
   * Run the scheduled jobs on their schedules (default true). The integration
   * tests turn it off so nothing runs unless a test asks (a job run now, or
   * one job's timer started through /__local/scheduled-jobs/timer).
   */
  scheduledJobs?: boolean;
  /**
   * The functions' Xibo secrets point at the Xibo stand-in from the start and
   * after every reset, and it has the development display groups: `npm run dev`
   * and `npm run backend` (default false: the integration tests turn it on
   * themselves through /__local/xibo/config, and run without a CMS otherwise).
   */
  xibo?: boolean;
  /** The site's origin: the functions' SITE_URL (their e-mails' links) and where a Checkout returns to; `npm run dev`'s Vite server by default. */
  siteUrl?: string;
}

export interface LocalBackend {
  url: string;
  /** Its database, for tests that need tables the migrations do not make. */
  db: LocalDatabase;
  close(): Promise<void>;
}

function clearFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

async function dispatch(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', ctx.baseUrl);
  const pathname = url.pathname;
  const route = /^\/(rest|auth|storage|functions)\/v1\/?(.*)$/.exec(pathname);
  if (route) {
    const [, service, subpath] = route;
    if (needsApiKey(service!, subpath!, req.method ?? 'GET')) {
      const refused = await checkApiKey(req);
      if (refused) {
        req.resume();
        return sendJson(res, refused.status, refused.body);
      }
    }
    if (service === 'rest') return handleRest(ctx.db, req, res, url, subpath);
    if (service === 'auth') return handleAuth(ctx, req, res, url, subpath);
    if (service === 'storage') return handleStorage(ctx, req, res, subpath);
    return handleFunction(ctx, req, res, url, subpath);
  }
  // The Stripe stand-in: the API calls we make, and its checkout page.
  if (pathname.startsWith('/v1/')) return handleStripeApi(ctx, req, res, pathname);
  if (pathname.startsWith('/stripe/checkout/')) return handleCheckoutPage(ctx, req, res, pathname);
  // The Xibo CMS stand-in: its API under /xibo/api, as a CMS's is under /api.
  if (pathname.startsWith(`${LOCAL_XIBO_PATH}/api/`)) return handleXiboApi(ctx, req, res, pathname);
  const control = /^\/__local\/(.+)$/.exec(pathname);
  if (control) return handleControl(ctx, req, res, control[1]);
  req.resume();
  if (pathname === '/' || pathname === '/health') return sendJson(res, 200, { name: 'local Supabase-compatible backend', ok: true });
  return sendJson(res, 404, { message: 'no route matched with those values' });
}

export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1';
  const temporary = options.dataDir === null && !options.storageDir ? mkdtempSync(path.join(tmpdir(), 'local-supabase-')) : undefined;
  const storageDir = options.storageDir ?? temporary ?? `${options.dataDir}-storage`;
  const fresh = options.reset || options.dataDir === null;
  if (fresh) clearFolder(storageDir);
  else mkdirSync(storageDir, { recursive: true });
  if (fresh) clearFolder(options.outboxDir);
  else mkdirSync(options.outboxDir, { recursive: true });

  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, reset: options.reset });
  await registerWithPgCron(db);
  const scheduler = new LocalScheduler((job) => executeScheduledJob(ctx, job));
  scheduler.load(await readScheduledJobs(db));
  const ctx: ServerContext = {
    db,
    baseUrl: '',
    siteUrl: options.siteUrl ?? LOCAL_SITE_URL,
    storageDir,
    outboxDir: options.outboxDir,
    mailer: { mode: 'ok' },
    buildHook: { mode: 'off', calls: [] },
    storageSettings: { signedUploadExpiresIn: HOSTED_SIGNED_UPLOAD_EXPIRES_IN },
    authSettings: { otpExpirySeconds: RECOVERY_TOKEN_TTL_SECONDS },
    scheduler,
    // Its API address is known once the server listens (below).
    stripe: newStripeState('', options.siteUrl),
    xibo: newXiboState('', options.xibo === true),
    async reset() {
      // Timers a test started end with it; the configured ones start again below.
      scheduler.stop();
      await db.reset();
      await registerWithPgCron(db);
      scheduler.load(await readScheduledJobs(db));
      if (options.scheduledJobs !== false) scheduler.start();
      clearFolder(storageDir);
      clearFolder(options.outboxDir);
      ctx.mailer.mode = 'ok';
      ctx.buildHook = { mode: 'off', calls: [] };
      ctx.storageSettings = { signedUploadExpiresIn: HOSTED_SIGNED_UPLOAD_EXPIRES_IN };
      ctx.authSettings = { otpExpirySeconds: RECOVERY_TOKEN_TTL_SECONDS };
      ctx.stripe = newStripeState(ctx.stripe.apiUrl, options.siteUrl);
      ctx.xibo = newXiboState(ctx.xibo.apiUrl, options.xibo === true);
      resetSignInLimit();
    },
  };

  const server = createServer((req, res) => {
    setCors(req, res);
    if (req.method === 'OPTIONS' && !req.url?.startsWith('/functions/')) {
      req.resume();
      res.writeHead(204);
      res.end();
      return;
    }
    dispatch(ctx, req, res).catch((err: unknown) => {
      // Whatever a request does, the server answers and stays up.
      console.error('[local backend]', req.method, req.url, err);
      req.resume();
      if (res.headersSent) res.end();
      else sendJson(res, 500, { code: 'LOCAL500', message: 'Internal error in the local backend', details: null, hint: null });
    });
  });
  server.requestTimeout = 60_000;
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host}:${address.port}`;
  ctx.baseUrl = options.publicUrl?.replace(/\/+$/, '') ?? url;
  ctx.stripe.apiUrl = url;
  ctx.xibo.apiUrl = url;
  if (options.scheduledJobs !== false) scheduler.start();
  // Integration tests run the jobs themselves, so only a backend with its schedule watches the outbox.
  const outboxWatch: OutboxWatch | null = options.scheduledJobs !== false ? watchOutbox(db, scheduler) : null;

  return {
    url,
    db,
    async close() {
      outboxWatch?.stop();
      scheduler.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      if (temporary) rmSync(temporary, { recursive: true, force: true });
    },
  };
}
